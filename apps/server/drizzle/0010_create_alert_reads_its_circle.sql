-- create_alert also checks the sender's verified phone and reads their Olive Branch circle
-- (docs/decisions/022). These were a separate query before it, a three-table join that PGlite
-- parsed and planned on every alert: 1.3 ms of the alert's wait, more than storing it. Inside
-- the function the statements' plans are cached for the connection, and the round trip is gone.
-- The rules stay with the caller: every description the alert could carry (by its contact count,
-- 0 to the circle's maximum) comes in as a JSON array, and the function picks the one that fits.
-- Returns { "unverified": true } when the sender's phone is not verified (nothing written),
-- { "recent": [created_at, ...] } (oldest first) when refused by the rate limit, or
-- { "alert": row, "eventId": n, "recipientIds": [identity, ...], "unmatchedPhones": [sealed, ...] }:
-- the contacts who are verified users (the sender excluded) and, in circle order, the sealed
-- numbers of those who are not, who get an SMS.
DROP FUNCTION create_alert(text, text, double precision, double precision, text, text, boolean, timestamp with time zone, jsonb, timestamp with time zone, integer, integer, bigint);
--> statement-breakpoint
CREATE FUNCTION create_alert(
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
	v_recent timestamp with time zone[];
	v_contact_count integer;
	v_description text;
	v_alert alerts;
	v_recipient_ids jsonb;
	v_unmatched_phones jsonb;
	v_event_id bigint;
BEGIN
	IF NOT EXISTS (
		SELECT 1 FROM identities WHERE id = p_user_id AND phone_verified_at IS NOT NULL
	) THEN
		RETURN jsonb_build_object('unverified', true);
	END IF;
	PERFORM pg_advisory_xact_lock(p_creation_lock_space, hashtext(p_user_id));
	SELECT coalesce(array_agg(created_at ORDER BY created_at), '{}')
		INTO v_recent
		FROM alerts
		WHERE user_id = p_user_id AND created_at > p_window_start;
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
