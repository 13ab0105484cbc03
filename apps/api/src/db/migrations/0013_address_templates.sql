-- One saved address per place and customer: an order's insert adds its delivery address with
-- ON CONFLICT DO NOTHING, so a second order to the same place (other case or spacing) adds none.
CREATE UNIQUE INDEX "customer_addresses_key_uq" ON "customer_addresses" (
  "customer_id",
  "country_code",
  coalesce("zone_code", ''),
  lower(regexp_replace("city", '\s+', ' ', 'g')),
  lower(regexp_replace("address", '\s+', ' ', 'g')),
  lower(replace("postal_code", ' ', ''))
);
