/**
 * A feed message's reading, done once for all the streams one instance holds: each stream asks for
 * it as the message reaches it, and the first asking reads. Kept as long as the message is
 * (a WeakMap), so nothing outlives the message's round of the streams.
 */
export function readOncePerMessage<M extends object, T>(read: (message: M) => Promise<T>) {
  const readings = new WeakMap<M, Promise<T>>()
  return (message: M): Promise<T> => {
    let reading = readings.get(message)
    if (!reading) {
      reading = read(message)
      readings.set(message, reading)
    }
    return reading
  }
}
