CREATE TABLE "race_alert_deliveries" (
	"horse_entry_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "race_alert_deliveries_pk" PRIMARY KEY("horse_entry_id","kind")
);
--> statement-breakpoint
CREATE TABLE "race_data_api_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "race_data_api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"syndicate_id" integer NOT NULL,
	"name" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "race_data_api_keys_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "scheduled_publications" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"scheduled_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stable_message_mail_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stable_message_mail_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "stable_message_mail_items_user_message_unique" UNIQUE("user_id","message_id")
);
--> statement-breakpoint
ALTER TABLE "race_alert_deliveries" ADD CONSTRAINT "race_alert_deliveries_horse_entry_id_horse_entries_id_fk" FOREIGN KEY ("horse_entry_id") REFERENCES "public"."horse_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_data_api_keys" ADD CONSTRAINT "race_data_api_keys_syndicate_id_syndicates_id_fk" FOREIGN KEY ("syndicate_id") REFERENCES "public"."syndicates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_data_api_keys" ADD CONSTRAINT "race_data_api_keys_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_publications" ADD CONSTRAINT "scheduled_publications_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_publications" ADD CONSTRAINT "scheduled_publications_scheduled_by_id_users_id_fk" FOREIGN KEY ("scheduled_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stable_message_mail_items" ADD CONSTRAINT "stable_message_mail_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stable_message_mail_items" ADD CONSTRAINT "stable_message_mail_items_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "race_data_api_keys_syndicate_idx" ON "race_data_api_keys" USING btree ("syndicate_id");--> statement-breakpoint
CREATE INDEX "stable_message_mail_items_pending_idx" ON "stable_message_mail_items" USING btree ("user_id","mailed_at");