// One tag per operation, equal to the operationId's prefix, so generated code reads client.<tag>().<method>().
export default (operation) => {
  const tags = operation.tags || [];
  const id = operation.operationId || '';
  if (tags.length !== 1) {
    return [{ message: `Operation ${id || '(no operationId)'} has ${tags.length} tags: give it exactly one, one of the client groups.` }];
  }
  if (!id.startsWith(`${tags[0]}_`)) {
    return [{ message: `operationId ${id} must start with its tag: rename it to ${tags[0]}_<sdkMethod>.` }];
  }
  return [];
};
