CREATE TABLE "contact_consents" (
	"owner_id" text NOT NULL,
	"phone_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "contact_consents_owner_id_phone_hash_pk" PRIMARY KEY("owner_id","phone_hash")
);
--> statement-breakpoint
ALTER TABLE "contact_consents" ADD CONSTRAINT "contact_consents_owner_id_identities_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_consents_token_idx" ON "contact_consents" USING btree ("token_hash");--> statement-breakpoint
-- create_alert (0015) reaches, counts and texts only the contacts who confirmed (issue 24, F-13).
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
	SELECT count(*) INTO v_contact_count
		FROM trusted_contacts circle
		JOIN contact_consents consent ON consent.owner_id = circle.owner_id
			AND consent.phone_hash = circle.phone_hash AND consent.status = 'confirmed'
		WHERE circle.owner_id = p_user_id;
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
			JOIN contact_consents consent ON consent.owner_id = circle.owner_id
				AND consent.phone_hash = circle.phone_hash AND consent.status = 'confirmed'
			JOIN identities contact
				ON contact.phone_hash = circle.phone_hash AND contact.phone_verified_at IS NOT NULL
			WHERE circle.owner_id = p_user_id AND contact.id <> p_user_id
			RETURNING user_id
	)
	SELECT coalesce(jsonb_agg(user_id), '[]') INTO v_recipient_ids FROM recipients;
	SELECT coalesce(jsonb_agg(circle.phone_encrypted ORDER BY circle.position), '[]')
		INTO v_unmatched_phones
		FROM trusted_contacts circle
		JOIN contact_consents consent ON consent.owner_id = circle.owner_id
			AND consent.phone_hash = circle.phone_hash AND consent.status = 'confirmed'
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
