// single-spa's warning that a lifecycle outlasted its timeout (mount and unmount 3 s, bootstrap 4 s)
// and goes on: logged as a console error, and a busy 2-core machine gets there with nothing wrong.
// only this message: a lifecycle that fails, or one set to die on timeout, reads differently
const SLOW_LIFECYCLE =
  /^single-spa minified message #31: See https:\/\/single-spa\.js\.org\/error\/\?code=31&arg=(bootstrap|mount|unmount|update)&arg=(application|parcel)&arg=[^&\s]+&arg=\d+$/

// console errors that say the machine is slow rather than that the page is broken
export function isSlowMachineNoise(consoleText: string): boolean {
  return SLOW_LIFECYCLE.test(consoleText)
}
