CREATE TABLE "search_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"sector_id" uuid,
	"published_at" timestamp with time zone,
	CONSTRAINT "search_documents_kind_check" CHECK (kind in ('page', 'insight', 'case_study')),
	CONSTRAINT "search_documents_locale_check" CHECK (locale in ('en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"query" text NOT NULL,
	"locale" text NOT NULL,
	"hit_count" integer NOT NULL,
	"clicked_position" integer,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_queries_locale_check" CHECK (locale in ('en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_terms_locale_key_pk" PRIMARY KEY("locale","key")
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_queries_searched_at_idx" ON "search_queries" USING btree ("searched_at");--> statement-breakpoint
-- Site search (docs/search.md). unaccent is a trusted extension (PostgreSQL 13+); the embedded
-- database loads it in its worker, as it does pg_trgm (migration 0004).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- One configuration per language: accents folded away, then that language's Snowball stemmer,
-- so « securite » finds « sécurité » and "gouvernement" finds « gouvernements ».
CREATE TEXT SEARCH CONFIGURATION site_en (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION site_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION site_fr (COPY = french);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION site_fr ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;--> statement-breakpoint
-- Title above summary above body; each document in its own language's configuration.
ALTER TABLE "search_documents" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector(CASE WHEN locale = 'fr' THEN 'site_fr'::regconfig ELSE 'site_en'::regconfig END, title), 'A')
	|| setweight(to_tsvector(CASE WHEN locale = 'fr' THEN 'site_fr'::regconfig ELSE 'site_en'::regconfig END, summary), 'B')
	|| setweight(to_tsvector(CASE WHEN locale = 'fr' THEN 'site_fr'::regconfig ELSE 'site_en'::regconfig END, body), 'D')
) STORED;--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_terms_key_trgm_idx" ON "search_terms" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
-- A stored HTML body as text: tags become spaces, the entities the sanitizer writes are decoded.
CREATE FUNCTION search_plain_text(html text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT replace(replace(replace(replace(replace(replace(replace(
		regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
		'&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&#x27;', ''''), '&amp;', '&')
$$;--> statement-breakpoint
-- The words of a document for "Did you mean …": letters only (French ones too), four or more.
CREATE FUNCTION search_add_terms(doc_locale text, words text) RETURNS void LANGUAGE sql AS $$
	INSERT INTO search_terms (locale, key, word)
	SELECT doc_locale, unaccent(lower(w)), min(lower(w))
	FROM regexp_split_to_table(words, '[^A-Za-zÀ-ÖØ-öø-ÿŒœÆæ]+') AS w
	WHERE char_length(w) >= 4
	GROUP BY unaccent(lower(w))
	ON CONFLICT (locale, key) DO NOTHING
$$;--> statement-breakpoint
CREATE FUNCTION search_put_document(doc_id text, doc_kind text, doc_locale text, doc_path text, doc_title text, doc_summary text, doc_body text, doc_sector uuid, doc_published timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO search_documents (id, kind, locale, path, title, summary, body, sector_id, published_at)
	VALUES (doc_id, doc_kind, doc_locale, doc_path, doc_title, coalesce(doc_summary, ''), coalesce(doc_body, ''), doc_sector, doc_published)
	ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, locale = excluded.locale, path = excluded.path,
		title = excluded.title, summary = excluded.summary, body = excluded.body,
		sector_id = excluded.sector_id, published_at = excluded.published_at;
	PERFORM search_add_terms(doc_locale, doc_title || ' ' || coalesce(doc_summary, '') || ' ' || coalesce(doc_body, ''));
END
$$;--> statement-breakpoint
-- How a published insight and a published case study are indexed: used by their triggers and by
-- this migration's backfill.
CREATE FUNCTION search_put_insight(i insights) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM search_put_document('insight:' || i.id, 'insight', i.locale,
		CASE WHEN i.locale = 'en' THEN '/blog/' ELSE '/' || i.locale || '/blog/' END || i.slug,
		i.title, coalesce(i.excerpt, i.seo_description), search_plain_text(i.content), NULL, i.published_at);
END
$$;--> statement-breakpoint
CREATE FUNCTION search_put_case_study(p public_projects) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM search_put_document('case_study:' || p.id, 'case_study', p.locale,
		CASE WHEN p.locale = 'en' THEN '/projects/' ELSE '/' || p.locale || '/projects/' END || p.slug,
		p.title, concat_ws(' ', p.subtitle, p.description),
		concat_ws(' ', p.challenge, p.solution, nullif(array_to_string(p.outcomes, ' '), ''), nullif(array_to_string(p.kpis, ' '), '')),
		p.sector_id, p.created_at);
END
$$;--> statement-breakpoint
-- An insight or a case study is in the index exactly while it is published, written in the
-- transaction that publishes, edits, unpublishes or deletes it.
CREATE FUNCTION search_index_insight() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		DELETE FROM search_documents WHERE id = 'insight:' || OLD.id;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_published THEN
		PERFORM search_put_insight(NEW);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "insights_search" AFTER INSERT OR UPDATE OR DELETE ON "insights" FOR EACH ROW EXECUTE FUNCTION search_index_insight();--> statement-breakpoint
CREATE FUNCTION search_index_case_study() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		DELETE FROM search_documents WHERE id = 'case_study:' || OLD.id;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.published THEN
		PERFORM search_put_case_study(NEW);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "public_projects_search" AFTER INSERT OR UPDATE OR DELETE ON "public_projects" FOR EACH ROW EXECUTE FUNCTION search_index_case_study();--> statement-breakpoint
-- A TRUNCATE fires no row trigger: it empties that kind from the index.
CREATE FUNCTION search_forget_kind() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM search_documents WHERE kind = TG_ARGV[0];
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "insights_search_truncate" AFTER TRUNCATE ON "insights" FOR EACH STATEMENT EXECUTE FUNCTION search_forget_kind('insight');--> statement-breakpoint
CREATE TRIGGER "public_projects_search_truncate" AFTER TRUNCATE ON "public_projects" FOR EACH STATEMENT EXECUTE FUNCTION search_forget_kind('case_study');--> statement-breakpoint
-- What is already published.
SELECT search_put_insight(i) FROM insights i WHERE i.is_published;--> statement-breakpoint
SELECT search_put_case_study(p) FROM public_projects p WHERE p.published;
