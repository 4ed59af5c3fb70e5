CREATE TABLE "webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"trigger" text NOT NULL,
	"status_code" integer,
	"error_class" text,
	"error_detail" text,
	"response_excerpt" text,
	"next_attempt_at" timestamp with time zone,
	CONSTRAINT "webhook_attempts_trigger_check" CHECK (trigger in ('schedule', 'redeliver', 'replay', 'test')),
	CONSTRAINT "webhook_attempts_error_class_check" CHECK (error_class is null or error_class in ('http_status', 'redirect', 'timeout', 'dns', 'refused_address', 'connection', 'tls', 'secret_unreadable'))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"event_type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL,
	"lead_id" uuid,
	"booking_id" uuid,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"lease_token" uuid,
	"last_status" integer,
	"last_error_class" text,
	"delivered_at" timestamp with time zone,
	"replayed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_endpoint_event_key" UNIQUE("endpoint_id","event_key"),
	CONSTRAINT "webhook_deliveries_state_check" CHECK (state in ('pending', 'delivered', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoint_secrets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"secret_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"url_encrypted" text NOT NULL,
	"url_display" text NOT NULL,
	"description" text,
	"event_types" text[] NOT NULL,
	"include_spam" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"disabled_at" timestamp with time zone,
	"disabled_reason" text,
	"failing_since" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"send_not_before" timestamp with time zone,
	"created_by_profile_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoints_kind_check" CHECK (kind in ('webhook', 'slack', 'teams', 'hubspot')),
	CONSTRAINT "webhook_endpoints_disabled_reason_check" CHECK (disabled_reason is null or disabled_reason in ('manual', 'gone', 'failing'))
);
--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoint_secrets" ADD CONSTRAINT "webhook_endpoint_secrets_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_profile_id_profiles_id_fk" FOREIGN KEY ("created_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_attempts_endpoint_idx" ON "webhook_attempts" USING btree ("endpoint_id","attempted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_lead_idx" ON "webhook_deliveries" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_booking_idx" ON "webhook_deliveries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoint_secrets_endpoint_idx" ON "webhook_endpoint_secrets" USING btree ("endpoint_id");--> statement-breakpoint
-- Written by hand: the integrations' events are queued by triggers, in the statement that
-- stores or changes the lead or booking, as the console's inbox row is (drizzle/0004). Every
-- path that writes a lead (the four forms, the chat, staff's status and owner changes, "not
-- spam") queues its events with it or not at all, and a form post costs one check of a table
-- that is usually empty. One row per endpoint per event; `event_key` makes a second queueing
-- of the same event (a lead leaving spam twice) a no-op. Every endpoint that is not deleted
-- receives rows, a disabled one as its backlog; spam leads only where the endpoint asks for them.
CREATE FUNCTION "webhook_enqueue"(p_type text, p_key text, p_data jsonb, p_lead uuid, p_booking uuid, p_spam boolean)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO webhook_deliveries (endpoint_id, event_key, event_type, occurred_at, data, lead_id, booking_id, state, next_attempt_at)
  SELECT e.id, p_key, p_type, now(), p_data, p_lead, p_booking, 'pending', now()
  FROM webhook_endpoints e
  WHERE p_type = ANY (e.event_types) AND (NOT p_spam OR e.include_spam)
  ON CONFLICT (endpoint_id, event_key) DO NOTHING;
$$;
--> statement-breakpoint
CREATE FUNCTION "webhook_lead_data"(l leads) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'schema_version', 1,
    'id', l.id,
    'source', l.source,
    'full_name', l.full_name,
    'email', l.email,
    'organisation', l.company,
    'interest', l.interest,
    'status', l.status,
    'is_spam', l.is_spam,
    'created_at', to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  );
$$;
--> statement-breakpoint
CREATE FUNCTION "webhook_lead_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM webhook_enqueue('lead.created', 'lead.created:' || NEW.id, webhook_lead_data(NEW), NEW.id, NULL, NEW.is_spam);
    RETURN NULL;
  END IF;
  -- "Not spam": endpoints that leave spam out learn of the lead now.
  IF OLD.is_spam AND NOT NEW.is_spam THEN
    PERFORM webhook_enqueue('lead.created', 'lead.created:' || NEW.id, webhook_lead_data(NEW), NEW.id, NULL, false);
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM webhook_enqueue('lead.status_changed', 'lead.status_changed:' || NEW.id || ':' || gen_random_uuid(),
      webhook_lead_data(NEW) || jsonb_build_object('previous_status', OLD.status), NEW.id, NULL, NEW.is_spam);
  END IF;
  IF NEW.owner_profile_id IS DISTINCT FROM OLD.owner_profile_id THEN
    PERFORM webhook_enqueue('lead.assigned', 'lead.assigned:' || NEW.id || ':' || gen_random_uuid(),
      webhook_lead_data(NEW) || jsonb_build_object('owner',
        (SELECT jsonb_build_object('email', p.email, 'name', p.full_name) FROM profiles p WHERE p.id = NEW.owner_profile_id)),
      NEW.id, NULL, NEW.is_spam);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "leads_webhook_events" AFTER INSERT OR UPDATE OF status, owner_profile_id, is_spam ON "leads"
  FOR EACH ROW EXECUTE FUNCTION webhook_lead_events();
--> statement-breakpoint
CREATE FUNCTION "webhook_booking_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_type text;
  data jsonb;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    event_type := 'booking.created';
  ELSIF NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled' THEN
    event_type := 'booking.cancelled';
  ELSIF NEW.starts_at IS DISTINCT FROM OLD.starts_at AND NEW.status <> 'cancelled' THEN
    event_type := 'booking.rescheduled';
  ELSE
    RETURN NULL;
  END IF;
  SELECT jsonb_build_object(
    'schema_version', 1,
    'id', NEW.id,
    'lead_id', NEW.lead_id,
    'visitor_name', NEW.visitor_name,
    'visitor_email', NEW.visitor_email,
    'organisation', NEW.organisation,
    'locale', NEW.locale,
    'starts_at', to_char(NEW.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'ends_at', to_char(NEW.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'host_name', h.display_name,
    'status', NEW.status
  ) INTO data FROM booking_hosts h WHERE h.id = NEW.host_id;
  PERFORM webhook_enqueue(event_type, event_type || ':' || NEW.id || ':' || NEW.sequence, data, NEW.lead_id, NEW.id, false);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_webhook_events" AFTER INSERT OR UPDATE OF status, starts_at ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION webhook_booking_events();
