/** Lower case ASCII words joined by hyphens: `15.10000` + `brake-caliper` → `15-10000-brake-caliper`. */
export function slugOf(text: string, suffix: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return suffix ? `${words}-${suffix}` : words
}
