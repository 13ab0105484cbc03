-- PUT /cart re-prices an unchanged cart on most page loads; the digest lets it skip the rewrite.
ALTER TABLE "carts" ADD COLUMN "lines_digest" varchar(44);
