-- The number comes with the order's insert (RETURNING) instead of a nextval round trip of its own.
ALTER TABLE "orders" ALTER COLUMN "number" SET DEFAULT ('KR-' || nextval('order_number_seq'));
