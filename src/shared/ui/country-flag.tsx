/** SPEC.md §9: flags are 30×23 px. */
export const FLAG_SIZE = { width: 30, height: 23 } as const

/**
 * A country's flag as an image file (`/flags/{code}.svg`, from flag-icons, served by the shop): no
 * script, loaded lazily, kept offline by the service worker once seen. Decorative: the country's
 * name always stands beside it.
 */
export function CountryFlag({ code }: { code: string }) {
  if (!/^[A-Za-z]{2}$/.test(code)) return null
  return (
    <img
      className="country-flag"
      src={`/flags/${code.toLowerCase()}.svg`}
      alt=""
      width={FLAG_SIZE.width}
      height={FLAG_SIZE.height}
      loading="lazy"
      decoding="async"
      data-country={code.toUpperCase()}
    />
  )
}
