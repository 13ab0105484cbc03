import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LanguageCode } from '@kordon/contract';
import PDFDocument from 'pdfkit';

/** What an invoice shows: amounts already formatted in the order's currency. */
export type InvoiceData = {
  lang: LanguageCode;
  number: string;
  date: Date;
  currency: string;
  seller: { name: string; address: string | null; taxId: string | null; email: string; phone: string | null };
  buyer: { name: string; taxId: string; address: string; email: string };
  lines: { name: string; options: string; quantity: number; unit: string; total: string }[];
  totals: { title: string; value: string; grand: boolean }[];
  paymentName: string;
};

// PT Sans (ParaType, SIL Open Font License) from npm: pdfkit's built-in fonts have no Cyrillic.
const require = createRequire(import.meta.url);
export const fonts = {
  regular: readFileSync(require.resolve('@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf')),
  bold: readFileSync(require.resolve('@expo-google-fonts/pt-sans/700Bold/PTSans_700Bold.ttf')),
};

/** An A4 document with the shop's fonts, and its bytes once it is ended: the invoice's and the packing slip's. */
export function startPdf(input: { title: string; author: string; compress?: boolean }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: input.compress ?? true,
    info: { Title: input.title, Author: input.author },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

const texts = {
  en: {
    title: 'Invoice',
    number: (n: string) => `No. ${n}`,
    date: 'Date',
    seller: 'Seller',
    buyer: 'Bill to',
    taxId: 'Tax ID',
    item: 'Item',
    qty: 'Qty',
    unit: 'Unit price',
    amount: 'Amount',
    currency: (c: string) => `All amounts in ${c}.`,
    payment: (p: string) => `Payment: ${p}. Please quote the invoice number with your payment.`,
  },
  ru: {
    title: 'Счёт',
    number: (n: string) => `№ ${n}`,
    date: 'Дата',
    seller: 'Продавец',
    buyer: 'Покупатель',
    taxId: 'ИНН',
    item: 'Товар',
    qty: 'Кол-во',
    unit: 'Цена',
    amount: 'Сумма',
    currency: (c: string) => `Все суммы в валюте ${c}.`,
    payment: (p: string) => `Оплата: ${p}. Укажите номер счёта в назначении платежа.`,
  },
} as const;

export const MARGIN = 50;
export const GREY = '#666666';
// Columns of the lines table: item, quantity, unit price, amount (x and width, A4 is 595 pt wide).
const COLUMNS = { item: [MARGIN, 255], qty: [310, 45], unit: [360, 85], amount: [450, 95] } as const;

/** The invoice of a business order as a PDF (A4); `compress: false` keeps its text readable in tests. */
export function renderInvoicePdf(data: InvoiceData, options: { compress?: boolean } = {}): Promise<Buffer> {
  const t = texts[data.lang];
  const { doc, done } = startPdf({
    title: `${t.title} ${data.number}`,
    author: data.seller.name,
    compress: options.compress,
  });

  const width = doc.page.width - 2 * MARGIN;
  doc
    .font('bold')
    .fontSize(22)
    .text(`${t.title} ${t.number(data.number)}`, MARGIN, MARGIN);
  const date = new Intl.DateTimeFormat(data.lang === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'long' }).format(data.date);
  doc.font('regular').fontSize(10).fillColor(GREY).text(`${t.date}: ${date}`).fillColor('black');

  // Seller and buyer side by side.
  const top = doc.y + 20;
  const half = (width - 20) / 2;
  const party = (x: number, title: string, rows: (string | null)[]) => {
    doc.font('bold').fontSize(11).text(title, x, top, { width: half });
    doc.font('regular').fontSize(10);
    for (const row of rows) if (row) doc.text(row, x, doc.y + 2, { width: half });
    return doc.y;
  };
  const { seller, buyer } = data;
  const sellerEnd = party(MARGIN, t.seller, [
    seller.name,
    seller.address,
    seller.taxId && `${t.taxId}: ${seller.taxId}`,
    [seller.email, seller.phone].filter(Boolean).join(' · '),
  ]);
  const buyerEnd = party(MARGIN + half + 20, t.buyer, [
    buyer.name,
    `${t.taxId}: ${buyer.taxId}`,
    buyer.address,
    buyer.email,
  ]);

  let y = Math.max(sellerEnd, buyerEnd) + 28;
  const cell = (text: string, column: keyof typeof COLUMNS, at: number, align: 'left' | 'right' = 'right') => {
    const [x, w] = COLUMNS[column];
    doc.text(text, x, at, { width: w, align });
  };
  doc.font('bold').fontSize(10);
  cell(t.item, 'item', y, 'left');
  cell(t.qty, 'qty', y);
  cell(t.unit, 'unit', y);
  cell(t.amount, 'amount', y);
  y = doc.y + 4;
  ruleAcross(doc, y, width);
  y += 6;
  doc.font('regular');
  for (const line of data.lines) {
    if (y > doc.page.height - 160) {
      doc.addPage();
      y = MARGIN;
    }
    const name = line.options ? `${line.name}\n${line.options}` : line.name;
    const start = y;
    cell(name, 'item', start, 'left');
    const end = doc.y;
    cell(String(line.quantity), 'qty', start);
    cell(line.unit, 'unit', start);
    cell(line.total, 'amount', start);
    y = Math.max(end, doc.y) + 6;
  }
  ruleAcross(doc, y, width);
  y += 8;
  for (const total of data.totals) {
    doc.font(total.grand ? 'bold' : 'regular').fontSize(total.grand ? 12 : 10);
    doc.text(total.title, COLUMNS.qty[0], y, {
      width: COLUMNS.unit[0] + COLUMNS.unit[1] - COLUMNS.qty[0],
      align: 'right',
    });
    cell(total.value, 'amount', y);
    y = doc.y + 4;
  }

  doc.font('regular').fontSize(9).fillColor(GREY);
  doc.text(`${t.currency(data.currency)} ${t.payment(data.paymentName)}`, MARGIN, y + 24, { width });
  doc.end();
  return done;
}

/** A thin grey line across the table at `y`: under the header and under the lines. */
export function ruleAcross(doc: PDFKit.PDFDocument, y: number, width: number) {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .strokeColor('#999999')
    .lineWidth(0.8)
    .stroke();
}
