/**
 * A CSV export as a download (the console's leads, subscribers, analytics, incident register):
 * an attachment under `fileName` that no browser or proxy keeps and no browser sniffs.
 */
export function csvDownload(body: BodyInit, fileName: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
