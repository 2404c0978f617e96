-- Issue 24, F-04: limits count per verified number, and a number is verified on one identity at
-- a time. Where one number is verified on several identities today, the most recently verified
-- keeps it; the others are no longer verified (their rows stay).
UPDATE "identities" SET "phone_verified_at" = NULL, "phone_encrypted" = NULL, "phone_hash" = NULL
	WHERE "phone_hash" IS NOT NULL AND "id" NOT IN (
		SELECT DISTINCT ON ("phone_hash") "id" FROM "identities"
		WHERE "phone_hash" IS NOT NULL
		ORDER BY "phone_hash", "phone_verified_at" DESC NULLS LAST, "id"
	);--> statement-breakpoint
CREATE TABLE "alert_author_phones" (
	"alert_id" text PRIMARY KEY NOT NULL,
	"phone_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "identities_phone_hash_idx";--> statement-breakpoint
ALTER TABLE "alert_responses" ADD COLUMN "responder_phone_hash" text;--> statement-breakpoint
ALTER TABLE "officer_reports" ADD COLUMN "author_phone_hash" text;--> statement-breakpoint
ALTER TABLE "alert_author_phones" ADD CONSTRAINT "alert_author_phones_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_author_phones_phone_idx" ON "alert_author_phones" USING btree ("phone_hash","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_responses_phone_idx" ON "alert_responses" USING btree ("alert_id","responder_phone_hash");--> statement-breakpoint
CREATE INDEX "officer_reports_author_phone_idx" ON "officer_reports" USING btree ("author_phone_hash","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identities_phone_hash_idx" ON "identities" USING btree ("phone_hash");--> statement-breakpoint
INSERT INTO "alert_author_phones" ("alert_id", "phone_hash", "created_at")
	SELECT a."id", i."phone_hash", a."created_at" FROM "alerts" a
	JOIN "identities" i ON i."id" = a."user_id" AND i."phone_hash" IS NOT NULL;--> statement-breakpoint
UPDATE "officer_reports" r SET "author_phone_hash" = i."phone_hash"
	FROM "identities" i WHERE i."id" = r."user_id" AND i."phone_hash" IS NOT NULL;--> statement-breakpoint
UPDATE "alert_responses" r SET "responder_phone_hash" = i."phone_hash"
	FROM "identities" i WHERE i."id" = r."user_id" AND i."phone_hash" IS NOT NULL
	AND NOT EXISTS (
		SELECT 1 FROM "alert_responses" o
		WHERE o."alert_id" = r."alert_id" AND o."responder_phone_hash" = i."phone_hash"
	);--> statement-breakpoint
-- create_alert (0010) now counts the sender's alerts by verified number, locks per number, and
-- records the number of each alert it stores.
CREATE OR REPLACE FUNCTION create_alert(
	p_id text,
	p_user_id text,
	p_latitude double precision,
	p_longitude double precision,
	p_location text,
	p_descriptions jsonb,
	p_created_at timestamp with time zone,
	p_window_start timestamp with time zone,
	p_limit integer,
	p_creation_lock_space integer,
	p_events_lock bigint
) RETURNS jsonb
LANGUAGE plpgsql
AS $$
DECLARE
	v_phone_hash text;
	v_recent timestamp with time zone[];
	v_contact_count integer;
	v_description text;
	v_alert alerts;
	v_recipient_ids jsonb;
	v_unmatched_phones jsonb;
	v_event_id bigint;
BEGIN
	SELECT phone_hash INTO v_phone_hash FROM identities
		WHERE id = p_user_id AND phone_verified_at IS NOT NULL AND phone_hash IS NOT NULL;
	IF v_phone_hash IS NULL THEN
		RETURN jsonb_build_object('unverified', true);
	END IF;
	PERFORM pg_advisory_xact_lock(p_creation_lock_space, hashtext(v_phone_hash));
	SELECT coalesce(array_agg(created_at ORDER BY created_at), '{}')
		INTO v_recent
		FROM alert_author_phones
		WHERE phone_hash = v_phone_hash AND created_at > p_window_start;
	IF cardinality(v_recent) >= p_limit THEN
		RETURN jsonb_build_object('recent', to_jsonb(v_recent));
	END IF;
	SELECT count(*) INTO v_contact_count FROM trusted_contacts WHERE owner_id = p_user_id;
	v_description := p_descriptions ->> v_contact_count;
	IF v_description IS NULL THEN
		RAISE EXCEPTION 'create_alert: no description for % contacts', v_contact_count;
	END IF;
	INSERT INTO alerts (id, user_id, latitude, longitude, location, description, is_vip, created_at)
		VALUES (p_id, p_user_id, p_latitude, p_longitude, p_location, v_description,
			v_contact_count > 0, p_created_at)
		RETURNING * INTO v_alert;
	INSERT INTO alert_author_phones (alert_id, phone_hash, created_at)
		VALUES (p_id, v_phone_hash, p_created_at);
	WITH recipients AS (
		INSERT INTO alert_recipients (alert_id, user_id)
			SELECT DISTINCT p_id, contact.id
			FROM trusted_contacts circle
			JOIN identities contact
				ON contact.phone_hash = circle.phone_hash AND contact.phone_verified_at IS NOT NULL
			WHERE circle.owner_id = p_user_id AND contact.id <> p_user_id
			RETURNING user_id
	)
	SELECT coalesce(jsonb_agg(user_id), '[]') INTO v_recipient_ids FROM recipients;
	SELECT coalesce(jsonb_agg(circle.phone_encrypted ORDER BY circle.position), '[]')
		INTO v_unmatched_phones
		FROM trusted_contacts circle
		WHERE circle.owner_id = p_user_id AND NOT EXISTS (
			SELECT 1 FROM identities contact
			WHERE contact.phone_hash = circle.phone_hash AND contact.phone_verified_at IS NOT NULL
		);
	PERFORM pg_advisory_xact_lock(p_events_lock);
	INSERT INTO alert_events (alert_id, type, observers_count, created_at)
		VALUES (p_id, 'alert.created', v_alert.observers_count, p_created_at)
		RETURNING id INTO v_event_id;
	RETURN jsonb_build_object(
		'alert', to_jsonb(v_alert),
		'eventId', v_event_id,
		'recipientIds', v_recipient_ids,
		'unmatchedPhones', v_unmatched_phones
	);
END;
$$;
