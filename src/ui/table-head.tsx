import { FormattedMessage } from 'react-intl';

/** A column of a data table: its heading's message id, and whether it holds figures. */
export interface TableColumn {
  messageId: string;
  numeric?: true;
}

/** A data table's head: one `<th scope="col">` a column; a figure column carries `numericClass`. */
export function TableHead({ columns, numericClass = 'numeric' }: { columns: readonly TableColumn[]; numericClass?: string }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.messageId} scope="col" className={column.numeric ? numericClass : undefined}>
            <FormattedMessage id={column.messageId} />
          </th>
        ))}
      </tr>
    </thead>
  );
}
