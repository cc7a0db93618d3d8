CREATE TABLE "category_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sample_stock" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "category_slug_history" ADD CONSTRAINT "category_slug_history_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_slug_history_category_idx" ON "category_slug_history" USING btree ("category_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sample_stock_check" CHECK ("products"."sample_stock" >= 0);