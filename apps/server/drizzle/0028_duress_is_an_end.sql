-- A duress end is now an end for everyone: an alert the duress PIN had ended on its sender's
-- phone only ends, at that moment, before the columns that kept the pretence go.
UPDATE "alerts" SET "status" = 'ended', "ended_at" = "pretend_ended_at"
	WHERE "status" = 'active' AND "pretend_ended_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "pin_hashes" ADD COLUMN "duress_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "decoy_views" ADD COLUMN "deletion_codes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" DROP COLUMN "pretend_ended_at";--> statement-breakpoint
ALTER TABLE "alerts" DROP COLUMN "pretend_observers_count";--> statement-breakpoint
DROP FUNCTION IF EXISTS create_alert(text, text, double precision, double precision, text, jsonb, timestamp with time zone, timestamp with time zone, integer, integer, bigint);--> statement-breakpoint
-- create_alert (0016) with the count of confirmed contacts its sender's phone reads.
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
	p_events_lock bigint,
	p_shown_contacts integer
) RETURNS jsonb
LANGUAGE plpgsql
AS $$
DECLARE
	v_phone_hash text;
	v_recent timestamp with time zone[];
	v_contact_count integer;
	v_shown_count integer;
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
	-- The circle its sender's phone reads (the duress PIN's pretence) names the marker and the
	-- VIP flag; the confirmed contacts are reached all the same.
	v_shown_count := coalesce(p_shown_contacts, v_contact_count);
	v_description := p_descriptions ->> v_shown_count;
	IF v_description IS NULL THEN
		RAISE EXCEPTION 'create_alert: no description for % contacts', v_shown_count;
	END IF;
	INSERT INTO alerts (id, user_id, latitude, longitude, location, description, is_vip, created_at)
		VALUES (p_id, p_user_id, p_latitude, p_longitude, p_location, v_description,
			v_shown_count > 0, p_created_at)
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
