import { GREY, MARGIN, ruleAcross, startPdf } from './invoice-pdf.js';

/** What the packer needs: what goes in the parcel and where it goes; no prices. */
export type PackingSlipData = {
  storeName: string;
  number: string;
  date: Date;
  shipTo: string[];
  shipping: string;
  pickupPoint: string | null;
  trackNumber: string | null;
  lines: { name: string; options: string; sku: string | null; quantity: number }[];
  comment: string | null;
};

// Columns: a tick box, the item, its SKU, the quantity (A4 is 595 pt wide).
const COLUMNS = { check: [MARGIN, 18], item: [72, 300], sku: [380, 100], qty: [485, 60] } as const;

/** The packing slip of an order as a PDF (A4), in English: the back office's language. */
export function renderPackingSlipPdf(data: PackingSlipData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { doc, done } = startPdf({
    title: `Packing slip ${data.number}`,
    author: data.storeName,
    compress: options.compress,
  });
  const width = doc.page.width - 2 * MARGIN;
  doc.font('bold').fontSize(22).text(`Packing slip ${data.number}`, MARGIN, MARGIN);
  const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(data.date);
  doc.font('regular').fontSize(10).fillColor(GREY).text(`${data.storeName} · ordered ${date}`).fillColor('black');

  doc.moveDown(1.2).font('bold').fontSize(11).text('Ship to');
  doc.font('regular').fontSize(10);
  for (const row of data.shipTo) doc.text(row);
  doc.moveDown(0.6).font('bold').text('Delivery', { continued: true }).font('regular').text(`: ${data.shipping}`);
  if (data.pickupPoint) doc.text(`Pickup point: ${data.pickupPoint}`);
  if (data.trackNumber) doc.text(`Tracking number: ${data.trackNumber}`);

  let y = doc.y + 20;
  const cell = (text: string, column: keyof typeof COLUMNS, at: number, align: 'left' | 'right' = 'left') => {
    const [x, w] = COLUMNS[column];
    doc.text(text, x, at, { width: w, align });
  };
  doc.font('bold').fontSize(10);
  cell('Item', 'item', y);
  cell('SKU', 'sku', y);
  cell('Qty', 'qty', y, 'right');
  y = doc.y + 4;
  ruleAcross(doc, y, width);
  y += 6;
  doc.font('regular');
  for (const line of data.lines) {
    if (y > doc.page.height - 120) {
      doc.addPage();
      y = MARGIN;
    }
    doc
      .rect(COLUMNS.check[0], y + 1, 9, 9)
      .strokeColor('#999999')
      .lineWidth(0.8)
      .stroke();
    cell(line.options ? `${line.name}\n${line.options}` : line.name, 'item', y);
    const end = doc.y;
    cell(line.sku ?? '', 'sku', y);
    cell(String(line.quantity), 'qty', y, 'right');
    y = Math.max(end, doc.y) + 6;
  }
  ruleAcross(doc, y, width);
  const units = data.lines.reduce((sum, line) => sum + line.quantity, 0);
  doc.font('bold').text(`${units} item${units === 1 ? '' : 's'}`, COLUMNS.sku[0], y + 8, {
    width: COLUMNS.qty[0] + COLUMNS.qty[1] - COLUMNS.sku[0],
    align: 'right',
  });
  if (data.comment) {
    doc.font('bold').text('Customer comment', MARGIN, doc.y + 18, { width });
    doc.font('regular').fillColor(GREY).text(data.comment, { width }).fillColor('black');
  }
  doc.end();
  return done;
}
