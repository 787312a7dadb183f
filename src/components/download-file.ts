/**
 * A file download with the session's headers, shared by the reports' export and the polls'
 * protocol (docs/rules.md R13.5).
 */
/**
 * Downloads GET app/v1/{path} with the session's headers as a file named by the server's
 * Content-Disposition (or `fallback`).
 */
export async function downloadFile(path: string, params: Record<string, string>, fallback: string): Promise<void> {
  const { http } = await import('../../providers/http-client');
  const res = await http.get(path, { params, responseType: 'blob' });
  const cd = String(res.headers['content-disposition'] ?? '');
  const m = /filename\*=UTF-8''([^;]+)/.exec(cd);
  const name = m ? decodeURIComponent(m[1]) : fallback;
  const url = URL.createObjectURL(res.data as Blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
