// The image's HEALTHCHECK (ADR 086): readiness on the health port when METRICS_PORT is set (the worker's only port),
// otherwise GET /api/v1/health/ready on the app's port. Exit 0 when ready.
const METRICS_PORT = process.env.METRICS_PORT || undefined;
const PORT = process.env.PORT || '3000';
const url = METRICS_PORT
  ? `http://127.0.0.1:${METRICS_PORT}/health/ready`
  : `http://127.0.0.1:${PORT}/api/v1/health/ready`;
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_500) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
