import { describeStockLedger } from './stock-ledger-suite.js';

// The light half of the stock ledger (stock-ledger.ts); stock-ledger.stress.ts runs it longer.
describeStockLedger('stock ledger', { runs: 12, timeoutMs: 120_000 });
