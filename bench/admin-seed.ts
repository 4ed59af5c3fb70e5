/**
 * bench:admin's data: 100,000 submissions across the four source tables, written with
 * generate_series so the AFTER INSERT triggers fill the `leads` inbox exactly as real
 * submissions do. Names, companies and e-mail domains repeat (a "common" search term hits
 * thousands of rows); a handful carry a rare surname; 3 % are spam-flagged; statuses follow
 * a pipeline-like spread; dates cover two years.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../app/server/db/client.server";

export const RARE_TERM = "zephyrine";
export const COMMON_TERM = "harbour";
export const SHORT_TERM = "an";

const FIRST = [
  "Ada",
  "Ben",
  "Chloe",
  "Dmitri",
  "Elena",
  "Farah",
  "Gustav",
  "Hana",
  "Ivan",
  "Jun",
  "Kemi",
  "Lars",
  "Maya",
  "Nikhil",
  "Olga",
  "Pedro",
  "Quinn",
  "Rosa",
  "Sami",
  "Tariq",
];
const LAST = [
  "Okafor",
  "Lindqvist",
  "Haddad",
  "Novak",
  "Silva",
  "Tanaka",
  "Moreau",
  "Kowalski",
  "Fischer",
  "Rossi",
  "Nguyen",
  "Costa",
  "Jensen",
  "Mensah",
  "Petrov",
  "Ibrahim",
  "Dubois",
  "Larsen",
  "Santos",
  "Weber",
  "Kim",
  "Ali",
  "Brown",
  "Garcia",
  "Ortiz",
];
const COMPANIES = [
  "Harbour Digital Ministry",
  "Northshore Health",
  "Eastvale Water",
  "Meridian Revenue",
  "Capital Transit",
  "Granite Customs",
  "Blue Ridge Tax Office",
  "Summit Immigration",
  "Lakeside Clinics",
  "Civic Records Agency",
  "Pioneer Construction",
  "Coastal Ports",
];

const sqlArray = (values: string[]) =>
  sql.raw(
    `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`,
  );

/** Row i of `count`: first and last name, e-mail, company, status, spam and date expressions. */
function common(count: number, offset: number) {
  const first = sqlArray(FIRST);
  const last = sqlArray(LAST);
  const companies = sqlArray(COMPANIES);
  return {
    series: sql.raw(`generate_series(${offset + 1}, ${offset + count}) as i`),
    first: sql`(${first})[1 + i % ${FIRST.length}]`,
    last: sql`(case when i % 20011 = 7 then 'Zephyrine' else (${last})[1 + (i / ${FIRST.length}) % ${LAST.length}] end)`,
    email: sql`'lead' || i || '@' || (array['example.org','mail.example.com','agency.example.net','gov.example'])[1 + i % 4]`,
    company: sql`(${companies})[1 + (i / 7) % ${COMPANIES.length}]`,
    status: sql`(array['new','new','new','new','contacted','contacted','qualified','converted'])[1 + (i / 3) % 8]`,
    isSpam: sql`(i % 33 = 0)`,
    spamReason: sql`(case when i % 33 = 0 then 'honeypot field filled' end)`,
    createdAt: sql`now() - (i * interval '631 seconds')`,
  };
}

export type SeedCounts = Record<
  "blueprint" | "contact" | "get_started" | "job_application",
  number
>;

export function splitCounts(total: number): SeedCounts {
  const blueprint = Math.round(total * 0.4);
  const contact = Math.round(total * 0.25);
  const getStarted = Math.round(total * 0.25);
  return {
    blueprint,
    contact,
    get_started: getStarted,
    job_application: total - blueprint - contact - getStarted,
  };
}

/**
 * `vacuum`: PostgreSQL's autovacuum would soon process a table after 100,000 inserts (and set
 * the visibility map that index-only scans use); PGlite has no autovacuum, so it gets only
 * ANALYZE, as a real embedded database would.
 */
export async function seedLeads(
  db: Database,
  total: number,
  { vacuum = false }: { vacuum?: boolean } = {},
): Promise<SeedCounts> {
  const counts = splitCounts(total);
  let offset = 0;
  const take = (n: number) => {
    const c = common(n, offset);
    offset += n;
    return c;
  };
  let c = take(counts.blueprint);
  await db.execute(sql`
    insert into blueprint_leads (full_name, email, phone, company_name, company_size, primary_interest, message, status, is_spam, spam_reason, created_at)
    select ${c.first} || ' ' || ${c.last}, ${c.email}, '+1 555 0100', ${c.company},
      (array['1-50','51-200','201-1000','1000+'])[1 + i % 4],
      (array['discovery','blueprint','implementation','consultation'])[1 + i % 4],
      'We would like a blueprint for our services.', ${c.status}, ${c.isSpam}, ${c.spamReason}, ${c.createdAt}
    from ${c.series}`);
  c = take(counts.contact);
  await db.execute(sql`
    insert into contact_requests (first_name, last_name, email, company, interest, message, status, is_spam, spam_reason, created_at)
    select ${c.first}, ${c.last}, ${c.email}, ${c.company},
      (array['e-visa','governance','healthcare','aftrlife','construction','other'])[1 + i % 6],
      'Please get in touch about a platform.', ${c.status}, ${c.isSpam}, ${c.spamReason}, ${c.createdAt}
    from ${c.series}`);
  c = take(counts.get_started);
  await db.execute(sql`
    insert into get_started_requests (first_name, last_name, email, company, company_size, primary_interest, current_challenges, timeline, budget, status, is_spam, spam_reason, created_at)
    select ${c.first}, ${c.last}, ${c.email}, ${c.company},
      (array['1-10','11-50','51-200','201-1000','1000+'])[1 + i % 5],
      (array['e-visa','governance','healthcare','aftrlife','construction','custom'])[1 + i % 6],
      'Legacy systems and paper forms slow us down.', (array['immediate','short','medium','long','exploring'])[1 + i % 5],
      (array['50k-100k','100k-250k','250k-500k','500k-1m','1m+','not-sure'])[1 + i % 6],
      ${c.status}, ${c.isSpam}, ${c.spamReason}, ${c.createdAt}
    from ${c.series}`);
  c = take(counts.job_application);
  // One stored résumé shared by every application: the inbox never reads the file.
  await db.execute(sql`
    with resume as (
      insert into stored_files (bucket, key, name, size, mime_type, sha256, content)
      values ('resumes', 'bench/resume.pdf', 'resume.pdf', 4, 'application/pdf', 'bench', '\\x25504446'::bytea)
      returning id
    )
    insert into job_applications (job_title, first_name, last_name, email, phone, experience, cover_letter, resume_file_id, status, is_spam, spam_reason, created_at)
    select (array['Cloud Architect','Data Engineer','Product Designer','Site Reliability Engineer'])[1 + i % 4],
      ${c.first}, ${c.last}, ${c.email}, '+1 555 0101', '5 years', 'I would love to join.', (select id from resume),
      ${c.status}, ${c.isSpam}, ${c.spamReason}, ${c.createdAt}
    from ${c.series}`);
  await db.execute(vacuum ? sql`vacuum analyze` : sql`analyze`);
  return counts;
}
