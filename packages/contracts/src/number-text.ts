// en-US number text without Intl: the first Intl.NumberFormat costs 35-60 ms of main thread in a
// fresh page on a desktop core (a phone four times that), and the city home's figures count up from
// the first frame.
// Rounded as Intl.NumberFormat rounds: the shortest decimal that reads back as the value (what
// String() writes), half away from zero, so 1.005 is 1.01 here as there. Null where the value needs
// an exponent to be written (1e21, 1e-7): the caller asks Intl then.
export function groupedFixed(value: number, decimals: number): string | null {
  if (!Number.isFinite(value) || !Number.isInteger(decimals) || decimals < 0 || decimals > 20) return null
  const negative = value < 0 || Object.is(value, -0)
  const written = String(Math.abs(value))
  if (written.includes('e')) return null
  let [whole = '0', fraction = ''] = written.split('.')
  if (fraction.length > decimals) {
    const up = fraction.charCodeAt(decimals) >= 53 // '5' or more
    fraction = fraction.slice(0, decimals)
    if (up) {
      const digits = `${whole}${fraction}`.split('')
      let at = digits.length - 1
      while (at >= 0 && digits[at] === '9') digits[at--] = '0'
      if (at >= 0) digits[at] = String(Number(digits[at]) + 1)
      else digits.unshift('1')
      const all = digits.join('')
      whole = all.slice(0, all.length - decimals)
      fraction = all.slice(all.length - decimals)
    }
  } else {
    fraction = fraction.padEnd(decimals, '0')
  }
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  return `${negative ? '-' : ''}${grouped}${decimals > 0 ? `.${fraction}` : ''}`
}
