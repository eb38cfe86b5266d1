import { useEffect, useId, useRef, type ReactNode } from 'react';

/** A native modal dialog (focus kept inside, Esc closes through `onClose`) for the withdraw screen's forms. */
export function WithdrawModal({ title, onClose, children }: { title: ReactNode; onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="withdraw-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="withdraw-modal__body">
        <h2 id={titleId} className="wallet-card__title">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
