// Every payload schema says where its shape comes from (x-payload-status), so a reader tells at a glance
// what the interface description shows, what the official SDKs evidence, and what nobody has shown yet:
//   shown      the interface description shows it (the custom-QR operation, the envelope);
//   evidenced  the official SDKs declare it (x-evidence names the SDK type) or a public record of the live service
//              shows it (x-evidence.observed names it); objects stay open;
//   not-shown  nobody shows it: an open object without properties, or any JSON value.
const MARKER = 'x-payload-status';
const STATUSES = ['shown', 'evidenced', 'not-shown'];

export default (schema, _opts, context) => {
  if (!schema || typeof schema !== 'object' || schema['x-envelope'] === true) {
    return [];
  }
  const status = schema[MARKER];
  const hasProperties = schema.properties && Object.keys(schema.properties).length > 0;
  const isPayload = hasProperties || schema.enum || schema['x-extensible-enum'] || schema.type === 'object' || MARKER in schema;
  if (!isPayload) {
    return [];
  }
  if (!STATUSES.includes(status)) {
    return [{ message: `Payload schema needs ${MARKER}: one of ${STATUSES.join(', ')} (where its shape comes from).` }];
  }
  if (status === 'evidenced' && !(schema['x-evidence'] && (schema['x-evidence'].sdkType || schema['x-evidence'].sdkMethod || schema['x-evidence'].observed))) {
    return [{ message: `Schema marked ${MARKER}: evidenced has no provenance: add x-evidence.sdkType naming the SDK type (see api/evidence/sdk-payloads.yaml), or x-evidence.observed naming the public record of a live capture.` }];
  }
  if (status === 'evidenced' && schema.type === 'object' && schema.additionalProperties !== true) {
    return [{ message: 'An evidenced object must stay open: add additionalProperties: true (the service may send fields the SDKs do not know).' }];
  }
  // Standard validators read enum as closed; the generator still makes an enumeration class from the
  // x-extensible-enum list (generator-templates' OpenEnumNormalizer).
  if (status === 'evidenced' && schema.enum) {
    return [{ message: 'An evidenced enumeration must stay open: list its known values in x-extensible-enum on a plain string, not in enum (which standard validators read as closed).' }];
  }
  if (status === 'not-shown' && (hasProperties || (schema.type === 'object' && schema.additionalProperties !== true))) {
    return [{ message: `A ${MARKER}: not-shown schema is open and has no properties: document it (evidenced, with x-evidence) or remove the properties.` }];
  }
  return [];
};
