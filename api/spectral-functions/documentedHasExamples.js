// An operation with a documented payload shows a request example (when it has a body) and a 200 example,
// so readers and the example-validity rules have something to check.
const MARKER = 'x-payload-status';

function resolve(doc, node) {
  let current = node;
  while (current && current.$ref && current.$ref.startsWith('#/')) {
    current = current.$ref.slice(2).split('/').reduce((n, key) => (n ? n[key] : undefined), doc);
  }
  return current;
}

export default (operation, _opts, context) => {
  const doc = context.document.data;
  const request = operation.requestBody && operation.requestBody.content && operation.requestBody.content['application/json'];
  const ok = operation.responses && operation.responses['200'] && operation.responses['200'].content
    && operation.responses['200'].content['application/json'];
  const requestSchema = request && resolve(doc, request.schema);
  const okSchema = ok && resolve(doc, ok.schema);
  const dataSchema = okSchema && okSchema.properties && resolve(doc, okSchema.properties.data);
  const known = (schema) => schema && ['shown', 'evidenced'].includes(schema[MARKER]);
  const query = (operation.parameters || []).map((p) => resolve(doc, p.schema)).find(known);
  const documented = known(requestSchema) || known(dataSchema) || Boolean(query)
    || Boolean(dataSchema && dataSchema['x-evidence']);
  if (!documented) {
    return [];
  }
  const id = operation.operationId;
  const problems = [];
  if (request && request.example === undefined && request.examples === undefined) {
    problems.push({ message: `Documented operation ${id} has no request example: add requestBody.content.application/json.example.`, path: [...context.path, 'requestBody'] });
  }
  if (ok && ok.example === undefined && ok.examples === undefined) {
    problems.push({ message: `Documented operation ${id} has no 200 example: add responses.200.content.application/json.example.`, path: [...context.path, 'responses', '200'] });
  }
  return problems;
};
