/**
 * Daily calories (docs/product/calculators.md 'Calories'): the Mifflin–St Jeor resting energy (BMR), times an
 * activity factor for the energy a day needs to keep the weight (maintenance), and the usual ±500 kcal a day for
 * losing or gaining about 0.5 kg a week. Whole kilocalories. Not advice.
 */

export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'active', 'veryActive'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];
export const SEXES = ['male', 'female'] as const;
export type Sex = (typeof SEXES)[number];

/** The usual activity multipliers of Mifflin–St Jeor (little exercise … hard daily training). */
export const ACTIVITY_FACTORS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  veryActive: 1.9,
};

export const CALORIE_RANGES = {
  age: { min: 18, max: 80, step: 1 },
  heightCm: { min: 100, max: 250, step: 1 },
  weightKg: { min: 25, max: 300, step: 1 },
} as const;

/** A day's deficit or surplus for about 0.5 kg a week; intakes are never shown below this floor. */
export const CALORIE_STEP = 500;
export const CALORIE_FLOOR = 1200;

export type CalorieInput = {
  sex: Sex;
  age: number;
  heightCm: number;
  weightKg: number;
  activity: ActivityLevel;
};
export type CalorieResult = { bmr: number; maintain: number; lose: number; gain: number };

/** BMR = 10 × kg + 6.25 × cm − 5 × age + 5 (men) or − 161 (women). */
export function bmrOf(i: Omit<CalorieInput, 'activity'>): number {
  return 10 * i.weightKg + 6.25 * i.heightCm - 5 * i.age + (i.sex === 'male' ? 5 : -161);
}

export function caloriesOf(i: CalorieInput): CalorieResult {
  const bmr = bmrOf(i);
  const maintain = Math.round(bmr * ACTIVITY_FACTORS[i.activity]);
  return {
    bmr: Math.round(bmr),
    maintain,
    lose: Math.max(CALORIE_FLOOR, maintain - CALORIE_STEP),
    gain: maintain + CALORIE_STEP,
  };
}
