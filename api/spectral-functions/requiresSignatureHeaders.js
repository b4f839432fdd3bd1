// Every operation must require the three signature headers together (one security requirement naming all three).
const HEADERS = ['x-client-id', 'x-request-timestamp', 'x-signature'];
const FIX = 'add security: [{clientId: [], requestTimestamp: [], signature: []}] to the operation';

export default (operation, _opts, context) => {
  const id = operation.operationId || '(no operationId)';
  const schemes = (context.document.data.components || {}).securitySchemes || {};
  const security = operation.security;
  if (!Array.isArray(security) || security.length === 0) {
    return [{ message: `Operation ${id} requires no signature headers: ${FIX}.` }];
  }
  const problems = [];
  security.forEach((requirement, i) => {
    const headers = Object.keys(requirement || {})
      .map((name) => schemes[name])
      .filter((s) => s && s.type === 'apiKey' && s.in === 'header')
      .map((s) => s.name.toLowerCase());
    const missing = HEADERS.filter((h) => !headers.includes(h));
    if (missing.length > 0) {
      problems.push({
        message: `Operation ${id}, security alternative ${i}, does not require ${missing.join(', ')}: ${FIX}.`,
        path: [...context.path, 'security', i],
      });
    }
  });
  return problems;
};
