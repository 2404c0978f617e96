-- Creating an alert in one statement (docs/decisions/022). The transaction it replaces made seven
-- round trips (begin, two advisory locks, the rate-limit count, two inserts, commit): on PGlite
-- each one costs the single connection, and an alert is announced only after it is stored.
-- Behaviour is the same: PL/pgSQL takes a fresh snapshot for each statement under READ COMMITTED,
-- so the count after the identity's lock sees every alert committed before it, and the events
-- lock is held to the commit, so event ids become visible in order. The limit and the lock keys
-- come from the caller (the contract's constants, alerts.queries.ts); the refusal is worded there.
-- Returns { "alert": row } when stored, { "recent": [created_at, ...] } (oldest first) when refused.
CREATE FUNCTION create_alert(
	p_id text,
	p_user_id text,
	p_latitude double precision,
	p_longitude double precision,
	p_location text,
	p_description text,
	p_is_vip boolean,
	p_created_at timestamp with time zone,
	p_recipient_ids jsonb,
	p_window_start timestamp with time zone,
	p_limit integer,
	p_creation_lock_space integer,
	p_events_lock bigint
) RETURNS jsonb
LANGUAGE plpgsql
AS $$
DECLARE
	v_recent timestamp with time zone[];
	v_alert alerts;
	v_event_id bigint;
BEGIN
	PERFORM pg_advisory_xact_lock(p_creation_lock_space, hashtext(p_user_id));
	SELECT coalesce(array_agg(created_at ORDER BY created_at), '{}')
		INTO v_recent
		FROM alerts
		WHERE user_id = p_user_id AND created_at > p_window_start;
	IF cardinality(v_recent) >= p_limit THEN
		RETURN jsonb_build_object('recent', to_jsonb(v_recent));
	END IF;
	INSERT INTO alerts (id, user_id, latitude, longitude, location, description, is_vip, created_at)
		VALUES (p_id, p_user_id, p_latitude, p_longitude, p_location, p_description, p_is_vip, p_created_at)
		RETURNING * INTO v_alert;
	INSERT INTO alert_recipients (alert_id, user_id)
		SELECT p_id, jsonb_array_elements_text(p_recipient_ids);
	PERFORM pg_advisory_xact_lock(p_events_lock);
	INSERT INTO alert_events (alert_id, type, observers_count, created_at)
		VALUES (p_id, 'alert.created', v_alert.observers_count, p_created_at)
		RETURNING id INTO v_event_id;
	RETURN jsonb_build_object('alert', to_jsonb(v_alert), 'eventId', v_event_id);
END;
$$;
