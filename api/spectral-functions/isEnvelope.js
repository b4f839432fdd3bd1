// A 2xx body must be the envelope {code, message, data} (docs/protocol.md, section 3), marked x-envelope.
export default (schema) => {
  const props = (schema && schema.properties) || {};
  const required = (schema && schema.required) || [];
  const problems = [];
  ['code', 'message'].forEach((name) => {
    if (!props[name] || props[name].type !== 'string') {
      problems.push(`a string property '${name}'`);
    } else if (!required.includes(name)) {
      problems.push(`'${name}' in required`);
    }
  });
  if (!props.data) {
    problems.push(`a property 'data'`);
  }
  // The generated client gives x-envelope models isSuccess() and requireSuccess().
  if (schema && schema['x-envelope'] !== true) {
    problems.push(`the marker 'x-envelope: true'`);
  }
  if (problems.length === 0) {
    return [];
  }
  return [{ message: `2xx response body is not the result envelope: it needs ${problems.join(', ')} (reuse ResultCode, ResultMessage and a <Operation>Data schema).` }];
};
