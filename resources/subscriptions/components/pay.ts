/** Sends the browser to a started card payment's confirmation page (the sandbox's is an SPA path). */
export function goToPayment(url: string | null | undefined, navigate: (to: string) => void): void {
  if (!url) return;
  if (url.startsWith('/')) navigate(url);
  else window.location.assign(url);
}
