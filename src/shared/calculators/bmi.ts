/**
 * Body mass index (docs/product/calculators.md 'BMI'): weight in kg divided by the square of the height in metres,
 * to one decimal, with the WHO adult bands. Not advice: a screening figure for adults only.
 */

export const BMI_BANDS = ['underweight', 'healthy', 'overweight', 'obese'] as const;
export type BmiBand = (typeof BMI_BANDS)[number];

/** Inputs the calculator accepts (outside them it says so and keeps the last valid result). */
export const BMI_RANGES = {
  heightCm: { min: 100, max: 250, step: 1 },
  weightKg: { min: 25, max: 300, step: 1 },
} as const;

/** WHO adult cut-offs: below 18.5, 18.5 to under 25, 25 to under 30, 30 and over. */
export const BMI_CUTS = { healthy: 18.5, overweight: 25, obese: 30 } as const;

export type BmiResult = {
  bmi: number;
  band: BmiBand;
  /** Weights (kg, one decimal) at which this height enters the healthy band and leaves it. */
  healthyFromKg: number;
  healthyToKg: number;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

export function bmiBand(bmi: number): BmiBand {
  if (bmi < BMI_CUTS.healthy) return 'underweight';
  if (bmi < BMI_CUTS.overweight) return 'healthy';
  if (bmi < BMI_CUTS.obese) return 'overweight';
  return 'obese';
}

export function bmiOf(heightCm: number, weightKg: number): BmiResult {
  // m² from whole centimetres (170 cm → 2.89), so the division is not thrown off by 1.7 × 1.7's float error.
  const m2 = (heightCm * heightCm) / 10_000;
  const bmi = round1(weightKg / m2);
  return {
    bmi,
    band: bmiBand(bmi),
    healthyFromKg: round1(BMI_CUTS.healthy * m2),
    healthyToKg: round1(BMI_CUTS.overweight * m2),
  };
}
