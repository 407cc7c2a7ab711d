/**
 * Factur-X / ZUGFeRD 2: the CII XML rides inside the PDF/A-3 as `factur-x.xml`, linked from the catalog's /AF
 * array, and the XMP metadata says so in the Factur-X extension schema (which PDF/A requires to be declared
 * in the metadata itself, hence the pdfaExtension block).
 */
export const FACTUR_X_FILE_NAME = 'factur-x.xml'

const FX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#'

const property = (name: string, description: string) => `
              <rdf:li rdf:parseType="Resource">
                <pdfaProperty:name>${name}</pdfaProperty:name>
                <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                <pdfaProperty:category>external</pdfaProperty:category>
                <pdfaProperty:description>${description}</pdfaProperty:description>
              </rdf:li>`

/** The profile the XMP names (ZUGFeRD 2.3 calls the XRechnung one XRECHNUNG); it must match the XML's BT-24. */
export type ConformanceLevel = 'EN 16931' | 'XRECHNUNG'

const facturXXmp = (conformanceLevel: ConformanceLevel) => `
        <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
          <pdfaExtension:schemas>
            <rdf:Bag>
              <rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>${FX_NAMESPACE}</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                <pdfaSchema:property>
                  <rdf:Seq>${[
                    property('DocumentFileName', 'The name of the embedded XML document'),
                    property('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'),
                    property('Version', 'The actual version of the standard applying to the embedded XML document'),
                    property('ConformanceLevel', 'The conformance level of the embedded XML document'),
                  ].join('')}
                  </rdf:Seq>
                </pdfaSchema:property>
              </rdf:li>
            </rdf:Bag>
          </pdfaExtension:schemas>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:fx="${FX_NAMESPACE}">
          <fx:DocumentType>INVOICE</fx:DocumentType>
          <fx:DocumentFileName>${FACTUR_X_FILE_NAME}</fx:DocumentFileName>
          <fx:Version>1.0</fx:Version>
          <fx:ConformanceLevel>${conformanceLevel}</fx:ConformanceLevel>
        </rdf:Description>`

/** pdfkit's typings lack the AFRelationship option that its `file()` supports. */
type AttachmentOptions = PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Alternative' | 'Data' | 'Source' }

export function attachFacturX(doc: PDFKit.PDFDocument, xml: string, documentDate: Date, conformanceLevel: ConformanceLevel) {
  const options: AttachmentOptions = {
    name: FACTUR_X_FILE_NAME,
    type: 'text/xml',
    description: `Factur-X / ZUGFeRD e-invoice (${conformanceLevel})`,
    // Alternative: the XML is an equivalent form of the invoice, as ZUGFeRD 2 asks for the EN 16931 profile in Germany.
    relationship: 'Alternative',
    creationDate: documentDate,
    modifiedDate: documentDate,
  }
  doc.file(Buffer.from(xml, 'utf8'), options)
  doc.appendXML(facturXXmp(conformanceLevel))
}

/** PDF/A wants every date of the Info dictionary mirrored in XMP; pdfkit writes CreateDate, this adds ModifyDate. */
export function appendModifyDate(doc: PDFKit.PDFDocument, date: Date) {
  doc.appendXML(`
        <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
          <xmp:ModifyDate>${date.toISOString().split('.')[0]}Z</xmp:ModifyDate>
        </rdf:Description>`)
}
