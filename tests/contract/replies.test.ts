import { describe, expect, it } from 'vitest';
import { allHandlers } from '../../server/areas/all-handlers.ts';
import { loadContract } from '../../server/contract/contract.ts';
import { unimplementedOperations } from '../../server/contract/register-operations.ts';
import { expectReplyMatchesSpec } from './expect-reply-matches-spec.ts';

const contract = loadContract();
const operationIds = contract.operations.map((operation) => operation.operationId);

describe('expectReplyMatchesSpec', () => {
  it("accepts a reply of the operation's shape", () => {
    expectReplyMatchesSpec('siteVersion', 200, { status: 200, success: true, debug: [false], data: { version: '1.0.0', maintenance: null } });
  });

  it('names what is wrong in a reply that breaks the contract', () => {
    expect(() =>
      expectReplyMatchesSpec('siteVersion', 200, { status: 200, success: true, debug: [], data: { maintenance: null } }),
    ).toThrow(/siteVersion 200 reply does not match the contract:\n {2}\/data must have required property 'version'/);
  });

  it('checks error replies against ErrorReply, also for statuses the operation does not list', () => {
    expectReplyMatchesSpec('siteSettings', 501, { status: 501, success: false, message: 'Not implemented: siteSettings' });
    expect(() => expectReplyMatchesSpec('siteSettings', 404, { message: 'Site not found' })).toThrow(/required property 'status'/);
  });

  it('refuses an operation the contract does not have', () => {
    expect(() => expectReplyMatchesSpec('noSuchCall', 200, {})).toThrow('noSuchCall is not an operation of the contract');
  });
});

describe('operations served', () => {
  it('has a unique operationId per operation', () => {
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('registers handlers only under operationIds of the contract', () => {
    expect(Object.keys(allHandlers).filter((id) => !operationIds.includes(id))).toEqual([]);
  });

  it('lists the operations still answering 501', () => {
    const unimplemented = unimplementedOperations(contract, allHandlers);
    console.info(
      `${unimplemented.length} of ${operationIds.length} operations answer 501 Not implemented:\n  ${unimplemented.join('\n  ')}`,
    );
    expect(unimplemented).not.toContain('siteVersion');
    expect(unimplemented).not.toContain('siteSettings');
    expect(unimplemented.length + Object.keys(allHandlers).length).toBe(operationIds.length);
  });
});
