/**
 * e^x from additions and multiplications alone, so that training gives the same weights bit for
 * bit under Node and under workerd: their V8 versions' Math.exp can differ in the last bit, and
 * thousands of training steps turn one bit into a different shipped weight (the eighty-ninth round).
 */
const LN2_HI = 0.6931471803691238;
const LN2_LO = 1.9082149292705877e-10;
const INV_LN2 = Math.LOG2E;

/** One buffer for every call: training calls e^x millions of times. */
const bits = new DataView(new ArrayBuffer(8));

/** 2^k for a whole k in the normal range, written straight into the exponent bits. */
function powerOfTwo(k: number): number {
  bits.setUint32(0, (k + 1023) << 20);
  bits.setUint32(4, 0);
  return bits.getFloat64(0);
}

export function portableExp(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x > 709) return Number.POSITIVE_INFINITY;
  if (x < -708) return 0;
  const k = Math.round(x * INV_LN2);
  const r = x - k * LN2_HI - k * LN2_LO;
  // Taylor series of e^r for |r| <= ln 2 / 2: eighteen terms reach double precision.
  let sum = 1;
  let term = 1;
  for (let n = 1; n <= 18; n++) {
    term = (term * r) / n;
    sum += term;
  }
  return sum * powerOfTwo(k);
}
