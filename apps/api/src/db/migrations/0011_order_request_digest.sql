-- The digest of the create request an order came from: a key reused with another body is refused (422), not answered
-- with the first order. Older orders have none and keep answering their key as before.
ALTER TABLE "orders" ADD COLUMN "request_digest" varchar(44);
