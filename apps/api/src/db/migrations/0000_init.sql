CREATE TYPE "public"."availability" AS ENUM('normal', 'preorder', 'drop_ship');--> statement-breakpoint
CREATE TYPE "public"."option_type" AS ENUM('color', 'size', 'select');--> statement-breakpoint
CREATE TYPE "public"."coupon_kind" AS ENUM('percent', 'fixed', 'free_shipping');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending_payment', 'created', 'assembly', 'assembled', 'shipped', 'delivered', 'cancelled', 'payment_failed');--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(128) NOT NULL,
	"name" text NOT NULL,
	"description" jsonb NOT NULL,
	"images" jsonb,
	"seo" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug"),
	CONSTRAINT "brands_description_en_ru" CHECK (description ? 'en' AND description ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"slug" varchar(128) NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"content" jsonb,
	"images" jsonb,
	"seo" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "categories_name_en_ru" CHECK (name ? 'en' AND name ? 'ru'),
	CONSTRAINT "categories_description_en_ru" CHECK (description IS NULL OR (description ? 'en' AND description ? 'ru'))
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "features_code_unique" UNIQUE("code"),
	CONSTRAINT "features_name_en_ru" CHECK (name ? 'en' AND name ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "games" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "materials_code_unique" UNIQUE("code"),
	CONSTRAINT "materials_name_en_ru" CHECK (name ? 'en' AND name ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "option_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" jsonb NOT NULL,
	"color_hex" varchar(7),
	"image" text,
	"size_international" varchar(16),
	"size_us" varchar(16),
	"size_ru" varchar(16),
	"size_inches" varchar(16),
	"size_centimeters" varchar(16),
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "option_values_name_en_ru" CHECK (name ? 'en' AND name ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" jsonb NOT NULL,
	"type" "option_type" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "options_code_unique" UNIQUE("code"),
	CONSTRAINT "options_name_en_ru" CHECK (name ? 'en' AND name ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_features" (
	"product_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "product_features_product_id_feature_id_pk" PRIMARY KEY("product_id","feature_id"),
	CONSTRAINT "product_features_value_en_ru" CHECK (value ? 'en' AND value ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"path" text NOT NULL,
	"option_value_id" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_materials" (
	"product_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"percent" integer,
	CONSTRAINT "product_materials_product_id_material_id_pk" PRIMARY KEY("product_id","material_id")
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"product_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_options_product_id_option_id_pk" PRIMARY KEY("product_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" jsonb NOT NULL,
	"is_digital" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_types_code_unique" UNIQUE("code"),
	CONSTRAINT "product_types_name_en_ru" CHECK (name ? 'en' AND name ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(160) NOT NULL,
	"sku" varchar(64) NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"brand_id" integer,
	"product_type_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"game_code" varchar(32),
	"youtube_code" varchar(32),
	"vk_video" jsonb,
	"seo" jsonb,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_name_en_ru" CHECK (name ? 'en' AND name ? 'ru'),
	CONSTRAINT "products_description_en_ru" CHECK (description ? 'en' AND description ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "variation_option_values" (
	"variation_id" integer NOT NULL,
	"option_value_id" integer NOT NULL,
	CONSTRAINT "variation_option_values_variation_id_option_value_id_pk" PRIMARY KEY("variation_id","option_value_id")
);
--> statement-breakpoint
CREATE TABLE "variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" varchar(64) NOT NULL,
	"price" integer NOT NULL,
	"old_price" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"availability" "availability" DEFAULT 'normal' NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "variations_sku_unique" UNIQUE("sku"),
	CONSTRAINT "variations_price_positive" CHECK ("variations"."price" >= 0),
	CONSTRAINT "variations_stock_nonnegative" CHECK ("variations"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"variation_id" integer,
	"kit_variation_id" integer,
	"quantity" integer NOT NULL,
	CONSTRAINT "cart_lines_one_target" CHECK (("cart_lines"."variation_id" IS NULL) <> ("cart_lines"."kit_variation_id" IS NULL)),
	CONSTRAINT "cart_lines_quantity_range" CHECK ("cart_lines"."quantity" BETWEEN 1 AND 99)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"customer_id" uuid,
	"country_code" varchar(2),
	"coupon_code" varchar(32),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"kind" "coupon_kind" NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"role" varchar(16) NOT NULL,
	"firstname" varchar(32) NOT NULL,
	"lastname" varchar(32) NOT NULL,
	"email" varchar(50) NOT NULL,
	"phone" varchar(20),
	"country_code" varchar(2),
	"zone" varchar(128),
	"city" varchar(128),
	"address" varchar(128),
	"postal_code" varchar(15),
	"suggestion" jsonb
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" integer,
	"variation_id" integer,
	"kit_variation_id" integer,
	"name" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sku" varchar(64),
	"image" text,
	"availability" "availability" DEFAULT 'normal' NOT NULL,
	"is_digital" boolean DEFAULT false NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"unit_price_old" integer,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" "order_status",
	"to_status" "order_status" NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_totals" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"code" varchar(32) NOT NULL,
	"title" text NOT NULL,
	"value" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(32) NOT NULL,
	"store_id" integer NOT NULL,
	"customer_id" uuid,
	"session_id" uuid,
	"idempotency_key" varchar(128) NOT NULL,
	"status" "order_status" NOT NULL,
	"language" varchar(2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"exchange_rate" numeric(18, 8) NOT NULL,
	"shipping_code" varchar(32) NOT NULL,
	"shipping_name" text NOT NULL,
	"payment_code" varchar(32) NOT NULL,
	"payment_name" text NOT NULL,
	"pickup_point_id" integer,
	"coupon_code" varchar(32),
	"comment" text,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"shipping_total" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"track_number" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_idempotency_uq" UNIQUE("store_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" varchar(64) NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" varchar(32) NOT NULL,
	"status" varchar(32) NOT NULL,
	"amount" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"variation_id" integer NOT NULL,
	"email" varchar(50) NOT NULL,
	"customer_id" uuid,
	"session_id" uuid,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"background_color" varchar(7) NOT NULL,
	"html_text" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "announcements_html_text_en_ru" CHECK (html_text ? 'en' AND html_text ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "information_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(64) NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"seo" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "information_pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "information_pages_title_en_ru" CHECK (title ? 'en' AND title ? 'ru'),
	CONSTRAINT "information_pages_content_en_ru" CHECK (content ? 'en' AND content ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(128) NOT NULL,
	"name" jsonb NOT NULL,
	"link" text NOT NULL,
	"category_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_items_slug_unique" UNIQUE("slug"),
	CONSTRAINT "menu_items_name_en_ru" CHECK (name ? 'en' AND name ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "post_tags" (
	"post_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "post_tags_post_id_tag_id_pk" PRIMARY KEY("post_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(160) NOT NULL,
	"title" jsonb NOT NULL,
	"preview" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"author" varchar(64) NOT NULL,
	"keywords" jsonb,
	"image" text,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "posts_title_en_ru" CHECK (title ? 'en' AND title ? 'ru'),
	CONSTRAINT "posts_content_en_ru" CHECK (content ? 'en' AND content ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "review_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"path" text NOT NULL,
	"mime" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"title" jsonb NOT NULL,
	CONSTRAINT "review_statuses_code_unique" UNIQUE("code"),
	CONSTRAINT "review_statuses_title_en_ru" CHECK (title ? 'en' AND title ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"customer_id" uuid,
	"author" varchar(64) NOT NULL,
	"text" text NOT NULL,
	"rating" smallint NOT NULL,
	"status_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb,
	"images" jsonb NOT NULL,
	"link" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "slides_title_en_ru" CHECK (title ? 'en' AND title ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(64) NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug"),
	CONSTRAINT "tags_name_en_ru" CHECK (name ? 'en' AND name ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" varchar(64) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"zone_code" varchar(16),
	"city" varchar(128) NOT NULL,
	"address" varchar(128) NOT NULL,
	"postal_code" varchar(15) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"email" varchar(50) NOT NULL,
	"firstname" varchar(32) DEFAULT '' NOT NULL,
	"lastname" varchar(32) DEFAULT '' NOT NULL,
	"phone" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"email" varchar(50) NOT NULL,
	"purpose" varchar(16) DEFAULT 'login' NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"request_ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"customer_id" uuid,
	"device_id" varchar(128) NOT NULL,
	"platform" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_name_en_ru" CHECK (name ? 'en' AND name ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "country_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"code" varchar(16) NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "country_zones_code_uq" UNIQUE("country_code","code"),
	CONSTRAINT "country_zones_name_en_ru" CHECK (name ? 'en' AND name ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"provider" varchar(32) NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text,
	"countries" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_methods_name_en_ru" CHECK (name ? 'en' AND name ? 'ru'),
	CONSTRAINT "payment_methods_description_en_ru" CHECK (description ? 'en' AND description ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipping_code" varchar(32) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"city" varchar(128) NOT NULL,
	"address" varchar(128) NOT NULL,
	"postal_code" varchar(15),
	"name" jsonb NOT NULL,
	"work_hours" jsonb,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"has_own_tariffs" boolean DEFAULT false NOT NULL,
	"image" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_methods_name_en_ru" CHECK (name ? 'en' AND name ? 'ru'),
	CONSTRAINT "shipping_methods_description_en_ru" CHECK (description ? 'en' AND description ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "shipping_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipping_code" varchar(32) NOT NULL,
	"country_code" varchar(2),
	"max_weight_grams" integer NOT NULL,
	"price" integer NOT NULL,
	"min_delivery_days" integer NOT NULL,
	"max_delivery_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kit_items" (
	"kit_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kit_items_kit_id_product_id_pk" PRIMARY KEY("kit_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "kit_variation_items" (
	"kit_variation_id" integer NOT NULL,
	"variation_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "kit_variation_items_kit_variation_id_variation_id_pk" PRIMARY KEY("kit_variation_id","variation_id")
);
--> statement-breakpoint
CREATE TABLE "kit_variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kit_id" integer NOT NULL,
	"price" integer NOT NULL,
	"old_price" integer,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kits" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(160) NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"category_id" integer,
	"images" jsonb,
	"seo" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kits_slug_unique" UNIQUE("slug"),
	CONSTRAINT "kits_name_en_ru" CHECK (name ? 'en' AND name ? 'ru'),
	CONSTRAINT "kits_description_en_ru" CHECK (description ? 'en' AND description ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"symbol" varchar(8) NOT NULL,
	"name" jsonb NOT NULL,
	"minor_units" integer DEFAULT 2 NOT NULL,
	"rate" numeric(18, 8) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currencies_name_en_ru" CHECK (name ? 'en' AND name ? 'ru')
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"iso" varchar(10) NOT NULL,
	"name" text NOT NULL,
	"flag" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"store_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "store_settings_store_id_key_pk" PRIMARY KEY("store_id","key")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"number" varchar(32) NOT NULL,
	"email" text NOT NULL,
	"site_url" text NOT NULL,
	"default_language" varchar(2) NOT NULL,
	"default_currency" varchar(3) NOT NULL,
	"geolocation_service" text DEFAULT 'offline' NOT NULL,
	CONSTRAINT "stores_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_values" ADD CONSTRAINT "option_values_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_features" ADD CONSTRAINT "product_features_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_features" ADD CONSTRAINT "product_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_option_value_id_option_values_id_fk" FOREIGN KEY ("option_value_id") REFERENCES "public"."option_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_materials" ADD CONSTRAINT "product_materials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_materials" ADD CONSTRAINT "product_materials_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_game_code_games_code_fk" FOREIGN KEY ("game_code") REFERENCES "public"."games"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_option_values" ADD CONSTRAINT "variation_option_values_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_option_values" ADD CONSTRAINT "variation_option_values_option_value_id_option_values_id_fk" FOREIGN KEY ("option_value_id") REFERENCES "public"."option_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_kit_variation_id_kit_variations_id_fk" FOREIGN KEY ("kit_variation_id") REFERENCES "public"."kit_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_kit_variation_id_kit_variations_id_fk" FOREIGN KEY ("kit_variation_id") REFERENCES "public"."kit_variations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_totals" ADD CONSTRAINT "order_totals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_point_id_pickup_points_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."pickup_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_requests" ADD CONSTRAINT "restock_requests_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_requests" ADD CONSTRAINT "restock_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_requests" ADD CONSTRAINT "restock_requests_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_tags" ADD CONSTRAINT "post_tags_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_tags" ADD CONSTRAINT "post_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_attachments" ADD CONSTRAINT "review_attachments_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_id_review_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."review_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_zones" ADD CONSTRAINT "country_zones_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_shipping_code_shipping_methods_code_fk" FOREIGN KEY ("shipping_code") REFERENCES "public"."shipping_methods"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tariffs" ADD CONSTRAINT "shipping_tariffs_shipping_code_shipping_methods_code_fk" FOREIGN KEY ("shipping_code") REFERENCES "public"."shipping_methods"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_tariffs" ADD CONSTRAINT "shipping_tariffs_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_items" ADD CONSTRAINT "kit_items_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_items" ADD CONSTRAINT "kit_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_variation_items" ADD CONSTRAINT "kit_variation_items_kit_variation_id_kit_variations_id_fk" FOREIGN KEY ("kit_variation_id") REFERENCES "public"."kit_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_variation_items" ADD CONSTRAINT "kit_variation_items_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_variations" ADD CONSTRAINT "kit_variations_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "option_values_option_idx" ON "option_values" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "product_categories_cat_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("sales_count");--> statement-breakpoint
CREATE INDEX "variation_option_values_value_idx" ON "variation_option_values" USING btree ("option_value_id");--> statement-breakpoint
CREATE INDEX "variations_product_idx" ON "variations" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "cart_lines_cart_idx" ON "cart_lines" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("run_at") WHERE "outbox"."processed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "restock_requests_uq" ON "restock_requests" USING btree ("variation_id",lower("email"));--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_store_email_uq" ON "customers" USING btree ("store_id",lower("email"));--> statement-breakpoint
CREATE INDEX "one_time_codes_email_idx" ON "one_time_codes" USING btree ("store_id","email","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "pickup_points_country_idx" ON "pickup_points" USING btree ("country_code","city");--> statement-breakpoint
CREATE INDEX "shipping_tariffs_lookup_idx" ON "shipping_tariffs" USING btree ("shipping_code","country_code","max_weight_grams");--> statement-breakpoint
CREATE INDEX "kit_variations_kit_idx" ON "kit_variations" USING btree ("kit_id");