// Open payloads (additionalProperties: true, no properties) are marked x-payload-status: not-shown until
// documented; documenting one (adding properties) must remove the marker, so the marker never lies.
const MARKER = 'x-payload-status';

export default (schema) => {
  const hasProperties = schema.properties && Object.keys(schema.properties).length > 0;
  const open = schema.additionalProperties === true && !hasProperties;
  if (open && schema[MARKER] !== 'not-shown') {
    return [{ message: `Open schema (additionalProperties: true, no properties) must carry ${MARKER}: not-shown until its fields are documented.` }];
  }
  if (hasProperties && MARKER in schema) {
    return [{ message: `Schema has documented properties but still carries ${MARKER}: remove the marker (or the properties).` }];
  }
  return [];
};
