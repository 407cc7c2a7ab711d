type Props = {
  address: { name: string; street: string; postalCode: string; city: string }
  /** The country line as the caller shows it: a name in the page language, or the code as the record has it. */
  country: string
}

/** An address as a letter carries it: name, street, postcode and city, country, one a line. */
export function PostalAddress({ address, country }: Props) {
  return (
    <address>
      {address.name}
      <br />
      {address.street}
      <br />
      {address.postalCode} {address.city}
      <br />
      {country}
    </address>
  )
}
