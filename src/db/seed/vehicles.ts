import { z } from 'zod';
import { textsOf } from './quotes/catalogue-texts';

/**
 * Vehicle catalogue for the car journey (decision 0008): common UAE makes and models with body type, model years,
 * trims and an approximate price when new in AED. Real makes and models; the prices are rounded demo figures
 * for the suggested value range, not offers or valuations. A model without a last year is still on sale.
 */

const ZSlug = z.string().regex(/^[a-z0-9-]{1,64}$/);
export const BODY_TYPES = ['sedan', 'suv', 'hatchback', 'coupe', 'pickup'] as const;

export const ZVehicleModelSeed = z.strictObject({
  slug: ZSlug,
  name: z.string().min(1).max(64),
  bodyType: z.enum(BODY_TYPES),
  firstYear: z.number().int().min(1990).max(2100),
  lastYear: z.number().int().min(1990).max(2100).nullable(),
  newValueAed: z.number().int().min(10_000).max(5_000_000),
  trims: z.array(z.string().min(1).max(64)).min(1).max(20),
});

export const ZVehicleMakeSeed = z.strictObject({
  slug: ZSlug,
  name: z.string().min(1).max(64),
  nameAr: z.string().min(1).max(64),
  models: z.array(ZVehicleModelSeed).min(1).max(40),
});
export type TVehicleMakeSeed = z.infer<typeof ZVehicleMakeSeed>;

type ModelRow = readonly [
  slug: string,
  name: string,
  bodyType: (typeof BODY_TYPES)[number],
  firstYear: number,
  lastYear: number | null,
  newValueAed: number,
  trims: readonly string[],
];

const T = textsOf('vehicles');

/**
 * A make: its name in Latin letters and in Arabic from content/<lang>/catalogue/vehicles.json ('make.<slug>.name';
 * decision 0078). A make is a brand, so the other languages show the Latin name (vehicle_makes has the two columns).
 */
function make(slug: string, models: readonly ModelRow[]): TVehicleMakeSeed {
  const name = T(`make.${slug}.name`);
  return {
    slug,
    name: name.en,
    nameAr: name.ar ?? name.en,
    models: models.map(([s, n, bodyType, firstYear, lastYear, newValueAed, trims]) => ({
      slug: s,
      name: n,
      bodyType,
      firstYear,
      lastYear,
      newValueAed,
      trims: [...trims],
    })),
  };
}

export const vehicleCatalogueSeed: TVehicleMakeSeed[] = [
  make('toyota', [
    ['land-cruiser', 'Land Cruiser', 'suv', 2000, null, 320_000, ['GX', 'GXR', 'VXR']],
    ['prado', 'Land Cruiser Prado', 'suv', 2000, null, 210_000, ['TX', 'TXL', 'VX']],
    ['camry', 'Camry', 'sedan', 2000, null, 120_000, ['LE', 'SE', 'GLE', 'Grande']],
    ['corolla', 'Corolla', 'sedan', 2000, null, 85_000, ['XLI', 'GLI', 'Hybrid']],
    ['yaris', 'Yaris', 'hatchback', 2006, null, 65_000, ['Y', 'SE']],
    ['rav4', 'RAV4', 'suv', 2006, null, 125_000, ['EX', 'VX', 'Hybrid']],
    ['fortuner', 'Fortuner', 'suv', 2006, null, 140_000, ['EXR', 'GXR', 'VXR']],
    ['hilux', 'Hilux', 'pickup', 2000, null, 95_000, ['GL', 'GLX', 'SR5']],
  ]),
  make('nissan', [
    ['patrol', 'Patrol', 'suv', 2000, null, 280_000, ['XE', 'SE', 'LE Platinum', 'Nismo']],
    ['sunny', 'Sunny', 'sedan', 2000, null, 60_000, ['S', 'SV', 'SL']],
    ['altima', 'Altima', 'sedan', 2002, null, 100_000, ['S', 'SV', 'SL', 'SR']],
    ['x-trail', 'X-Trail', 'suv', 2003, null, 110_000, ['S', 'SV', 'SL']],
    ['kicks', 'Kicks', 'suv', 2017, null, 80_000, ['S', 'SV', 'SL']],
    ['pathfinder', 'Pathfinder', 'suv', 2000, null, 160_000, ['S', 'SV', 'SL', 'Platinum']],
    ['navara', 'Navara', 'pickup', 2005, null, 100_000, ['SE', 'LE']],
  ]),
  make('lexus', [
    ['lx', 'LX', 'suv', 2000, null, 550_000, ['Prestige', 'F Sport', 'Signature']],
    ['gx', 'GX', 'suv', 2003, null, 330_000, ['Premier', 'Luxury']],
    ['rx', 'RX', 'suv', 2000, null, 280_000, ['RX 350', 'RX 350h', 'RX 500h F Sport']],
    ['nx', 'NX', 'suv', 2015, null, 210_000, ['NX 250', 'NX 350', 'NX 350h']],
    ['es', 'ES', 'sedan', 2000, null, 200_000, ['ES 250', 'ES 350', 'ES 300h']],
    ['is', 'IS', 'sedan', 2000, null, 180_000, ['IS 300', 'IS 350 F Sport']],
  ]),
  make('mitsubishi', [
    ['pajero', 'Pajero', 'suv', 2000, 2021, 140_000, ['GLS', 'GLX']],
    ['outlander', 'Outlander', 'suv', 2003, null, 110_000, ['ES', 'SE', 'GT']],
    ['asx', 'ASX', 'suv', 2010, null, 80_000, ['GLX', 'GLS']],
    ['attrage', 'Attrage', 'sedan', 2014, null, 48_000, ['GLX', 'GLS']],
    ['lancer', 'Lancer', 'sedan', 2000, 2017, 55_000, ['GLS', 'EX']],
    ['l200', 'L200', 'pickup', 2000, null, 95_000, ['GL', 'GLX']],
  ]),
  make('honda', [
    ['civic', 'Civic', 'sedan', 2000, null, 95_000, ['LX', 'Sport', 'Touring']],
    ['accord', 'Accord', 'sedan', 2000, null, 125_000, ['LX', 'Sport', 'Touring']],
    ['city', 'City', 'sedan', 2009, null, 65_000, ['DX', 'LX']],
    ['cr-v', 'CR-V', 'suv', 2000, null, 130_000, ['LX', 'EX', 'Touring']],
    ['pilot', 'Pilot', 'suv', 2003, null, 180_000, ['EX', 'Touring']],
  ]),
  make('hyundai', [
    ['accent', 'Accent', 'sedan', 2000, null, 58_000, ['Smart', 'Comfort']],
    ['elantra', 'Elantra', 'sedan', 2000, null, 75_000, ['Smart', 'Comfort', 'Premium']],
    ['sonata', 'Sonata', 'sedan', 2000, null, 100_000, ['Smart', 'Premium']],
    ['creta', 'Creta', 'suv', 2015, null, 75_000, ['Smart', 'Comfort']],
    ['tucson', 'Tucson', 'suv', 2005, null, 105_000, ['Smart', 'Comfort', 'Premium']],
    ['santa-fe', 'Santa Fe', 'suv', 2001, null, 135_000, ['Smart', 'Premium', 'Calligraphy']],
    ['palisade', 'Palisade', 'suv', 2019, null, 185_000, ['Smart', 'Calligraphy']],
  ]),
  make('kia', [
    ['picanto', 'Picanto', 'hatchback', 2004, null, 45_000, ['LX', 'EX']],
    ['pegas', 'Pegas', 'sedan', 2017, null, 48_000, ['LX']],
    ['cerato', 'Cerato', 'sedan', 2004, null, 72_000, ['LX', 'EX', 'GT-Line']],
    ['k5', 'K5', 'sedan', 2020, null, 100_000, ['LX', 'GT-Line']],
    ['seltos', 'Seltos', 'suv', 2019, null, 85_000, ['LX', 'EX']],
    ['sportage', 'Sportage', 'suv', 2000, null, 105_000, ['LX', 'EX', 'GT-Line']],
    ['sorento', 'Sorento', 'suv', 2002, null, 140_000, ['LX', 'EX', 'GT-Line']],
    ['telluride', 'Telluride', 'suv', 2020, null, 190_000, ['EX', 'SX']],
  ]),
  make('mercedes-benz', [
    ['a-class', 'A-Class', 'hatchback', 2013, null, 160_000, ['A 200', 'A 250']],
    ['c-class', 'C-Class', 'sedan', 2000, null, 210_000, ['C 200', 'C 300', 'AMG C 43']],
    ['e-class', 'E-Class', 'sedan', 2000, null, 290_000, ['E 200', 'E 300', 'AMG E 53']],
    ['s-class', 'S-Class', 'sedan', 2000, null, 550_000, ['S 450', 'S 500', 'S 580']],
    ['glc', 'GLC', 'suv', 2015, null, 260_000, ['GLC 200', 'GLC 300', 'AMG GLC 43']],
    ['gle', 'GLE', 'suv', 2015, null, 380_000, ['GLE 450', 'AMG GLE 53']],
    ['g-class', 'G-Class', 'suv', 2000, null, 850_000, ['G 500', 'AMG G 63']],
  ]),
  make('bmw', [
    ['3-series', '3 Series', 'sedan', 2000, null, 200_000, ['320i', '330i', 'M340i']],
    ['5-series', '5 Series', 'sedan', 2000, null, 280_000, ['520i', '530i', '540i']],
    ['7-series', '7 Series', 'sedan', 2000, null, 500_000, ['735i', '740i', '760i']],
    ['x3', 'X3', 'suv', 2004, null, 240_000, ['xDrive30i', 'M40i']],
    ['x5', 'X5', 'suv', 2000, null, 360_000, ['xDrive40i', 'M60i']],
    ['x7', 'X7', 'suv', 2019, null, 480_000, ['xDrive40i', 'M60i']],
  ]),
  make('audi', [
    ['a3', 'A3', 'sedan', 2000, null, 140_000, ['35 TFSI', 'S3']],
    ['a4', 'A4', 'sedan', 2000, null, 170_000, ['35 TFSI', '40 TFSI', '45 TFSI quattro']],
    ['a6', 'A6', 'sedan', 2000, null, 240_000, ['40 TFSI', '45 TFSI', '55 TFSI quattro']],
    ['q5', 'Q5', 'suv', 2009, null, 230_000, ['40 TFSI', '45 TFSI quattro']],
    ['q7', 'Q7', 'suv', 2006, null, 330_000, ['45 TFSI', '55 TFSI']],
    ['q8', 'Q8', 'suv', 2019, null, 400_000, ['55 TFSI', 'SQ8']],
  ]),
  make('ford', [
    ['mustang', 'Mustang', 'coupe', 2000, null, 190_000, ['EcoBoost', 'GT']],
    ['explorer', 'Explorer', 'suv', 2000, null, 180_000, ['XLT', 'Limited', 'Platinum']],
    ['edge', 'Edge', 'suv', 2007, 2023, 140_000, ['SE', 'SEL', 'Titanium']],
    ['territory', 'Territory', 'suv', 2022, null, 95_000, ['Trend', 'Titanium']],
    ['ranger', 'Ranger', 'pickup', 2000, null, 110_000, ['XL', 'XLT', 'Wildtrak']],
    ['f-150', 'F-150', 'pickup', 2000, null, 220_000, ['XLT', 'Lariat', 'Raptor']],
  ]),
  make('chevrolet', [
    ['tahoe', 'Tahoe', 'suv', 2000, null, 260_000, ['LS', 'LT', 'Z71', 'High Country']],
    ['captiva', 'Captiva', 'suv', 2007, null, 85_000, ['LS', 'LT', 'Premier']],
    ['groove', 'Groove', 'suv', 2021, null, 55_000, ['LS', 'LT']],
    ['malibu', 'Malibu', 'sedan', 2000, 2024, 95_000, ['LS', 'LT']],
    ['camaro', 'Camaro', 'coupe', 2010, 2024, 170_000, ['LT', 'SS', 'ZL1']],
    ['silverado', 'Silverado', 'pickup', 2000, null, 200_000, ['LT', 'Trail Boss', 'High Country']],
  ]),
  make('gmc', [
    ['yukon', 'Yukon', 'suv', 2000, null, 290_000, ['SLE', 'SLT', 'Denali', 'AT4']],
    ['acadia', 'Acadia', 'suv', 2007, null, 170_000, ['SLE', 'SLT', 'Denali']],
    ['terrain', 'Terrain', 'suv', 2010, null, 120_000, ['SLE', 'SLT', 'Denali']],
    ['sierra', 'Sierra', 'pickup', 2000, null, 230_000, ['SLE', 'Elevation', 'Denali', 'AT4']],
  ]),
  make('land-rover', [
    ['range-rover', 'Range Rover', 'suv', 2000, null, 650_000, ['SE', 'HSE', 'Autobiography']],
    ['range-rover-sport', 'Range Rover Sport', 'suv', 2005, null, 450_000, ['SE', 'HSE', 'Dynamic']],
    ['range-rover-velar', 'Range Rover Velar', 'suv', 2017, null, 300_000, ['S', 'SE', 'HSE']],
    ['range-rover-evoque', 'Range Rover Evoque', 'suv', 2011, null, 220_000, ['S', 'SE']],
    ['defender', 'Defender', 'suv', 2020, null, 350_000, ['90 S', '110 SE', '130 X']],
    ['discovery', 'Discovery', 'suv', 2000, null, 320_000, ['S', 'SE', 'HSE']],
  ]),
  make('porsche', [
    ['911', '911', 'coupe', 2000, null, 550_000, ['Carrera', 'Carrera S', 'Turbo S']],
    ['cayenne', 'Cayenne', 'suv', 2003, null, 420_000, ['Cayenne', 'Cayenne S', 'Turbo']],
    ['macan', 'Macan', 'suv', 2014, null, 300_000, ['Macan', 'Macan S', 'GTS']],
    ['panamera', 'Panamera', 'sedan', 2009, null, 480_000, ['Panamera', '4S', 'Turbo']],
    ['taycan', 'Taycan', 'sedan', 2020, null, 420_000, ['Taycan', '4S', 'Turbo']],
  ]),
  make('volkswagen', [
    ['golf', 'Golf', 'hatchback', 2000, null, 110_000, ['TSI', 'GTI', 'R']],
    ['jetta', 'Jetta', 'sedan', 2000, null, 85_000, ['S', 'SE']],
    ['passat', 'Passat', 'sedan', 2000, 2023, 100_000, ['S', 'SE', 'SEL']],
    ['tiguan', 'Tiguan', 'suv', 2008, null, 130_000, ['S', 'SE', 'R-Line']],
    ['teramont', 'Teramont', 'suv', 2018, null, 170_000, ['S', 'SE', 'R-Line']],
  ]),
  make('mazda', [
    ['mazda3', 'Mazda3', 'sedan', 2004, null, 85_000, ['S', 'Luxury']],
    ['mazda6', 'Mazda6', 'sedan', 2003, 2023, 105_000, ['S', 'Luxury']],
    ['cx-30', 'CX-30', 'suv', 2020, null, 100_000, ['S', 'GT']],
    ['cx-5', 'CX-5', 'suv', 2012, null, 115_000, ['GS', 'GT']],
    ['cx-9', 'CX-9', 'suv', 2007, 2023, 160_000, ['GS', 'GT', 'Signature']],
    ['cx-90', 'CX-90', 'suv', 2024, null, 200_000, ['GS', 'GT']],
  ]),
  make('jeep', [
    ['wrangler', 'Wrangler', 'suv', 2000, null, 200_000, ['Sport', 'Sahara', 'Rubicon']],
    [
      'grand-cherokee',
      'Grand Cherokee',
      'suv',
      2000,
      null,
      230_000,
      ['Laredo', 'Limited', 'Overland', 'Summit'],
    ],
    ['cherokee', 'Cherokee', 'suv', 2000, 2023, 120_000, ['Latitude', 'Limited', 'Trailhawk']],
    ['compass', 'Compass', 'suv', 2007, null, 110_000, ['Sport', 'Limited']],
  ]),
  make('dodge', [
    ['charger', 'Charger', 'sedan', 2006, 2023, 140_000, ['SXT', 'GT', 'R/T', 'Scat Pack']],
    ['challenger', 'Challenger', 'coupe', 2008, 2023, 160_000, ['SXT', 'GT', 'R/T', 'Scat Pack']],
    ['durango', 'Durango', 'suv', 2000, null, 180_000, ['GT', 'R/T', 'SRT']],
  ]),
  make('infiniti', [
    ['q50', 'Q50', 'sedan', 2014, null, 150_000, ['Luxe', 'Sport']],
    ['qx50', 'QX50', 'suv', 2014, null, 170_000, ['Luxe', 'Sensory']],
    ['qx60', 'QX60', 'suv', 2013, null, 210_000, ['Pure', 'Luxe', 'Autograph']],
    ['qx80', 'QX80', 'suv', 2014, null, 380_000, ['Luxe', 'Sensory', 'Autograph']],
  ]),
  make('tesla', [
    ['model-3', 'Model 3', 'sedan', 2019, null, 170_000, ['Rear-Wheel Drive', 'Long Range', 'Performance']],
    ['model-y', 'Model Y', 'suv', 2021, null, 190_000, ['Rear-Wheel Drive', 'Long Range', 'Performance']],
    ['model-s', 'Model S', 'sedan', 2014, null, 380_000, ['Long Range', 'Plaid']],
    ['model-x', 'Model X', 'suv', 2016, null, 420_000, ['Long Range', 'Plaid']],
  ]),
  make('mg', [
    ['mg5', 'MG5', 'sedan', 2012, null, 55_000, ['STD', 'COM', 'LUX']],
    ['zs', 'ZS', 'suv', 2017, null, 65_000, ['STD', 'COM', 'LUX']],
    ['rx5', 'RX5', 'suv', 2018, null, 85_000, ['STD', 'COM', 'LUX']],
    ['hs', 'HS', 'suv', 2019, null, 95_000, ['STD', 'LUX']],
  ]),
  make('geely', [
    ['emgrand', 'Emgrand', 'sedan', 2012, null, 55_000, ['GS', 'GL']],
    ['coolray', 'Coolray', 'suv', 2019, null, 75_000, ['GF', 'Sport']],
    ['tugella', 'Tugella', 'suv', 2020, null, 120_000, ['Flagship']],
    ['monjaro', 'Monjaro', 'suv', 2022, null, 140_000, ['Flagship']],
  ]),
  make('chery', [
    ['arrizo-6', 'Arrizo 6', 'sedan', 2019, null, 60_000, ['Comfort', 'Luxury']],
    ['tiggo-4-pro', 'Tiggo 4 Pro', 'suv', 2021, null, 65_000, ['Comfort', 'Luxury']],
    ['tiggo-7-pro', 'Tiggo 7 Pro', 'suv', 2020, null, 80_000, ['Comfort', 'Luxury']],
    ['tiggo-8-pro', 'Tiggo 8 Pro', 'suv', 2020, null, 100_000, ['Luxury', 'Premium']],
  ]),
  make('renault', [
    ['symbol', 'Symbol', 'sedan', 2000, 2021, 45_000, ['PE']],
    ['megane', 'Megane', 'sedan', 2000, null, 70_000, ['PE', 'SE']],
    ['duster', 'Duster', 'suv', 2012, null, 60_000, ['PE', 'LE']],
    ['koleos', 'Koleos', 'suv', 2008, null, 95_000, ['PE', 'LE']],
  ]),
  make('suzuki', [
    ['swift', 'Swift', 'hatchback', 2005, null, 55_000, ['GL', 'GLX']],
    ['dzire', 'Dzire', 'sedan', 2017, null, 50_000, ['GL', 'GLX']],
    ['jimny', 'Jimny', 'suv', 2000, null, 85_000, ['GL', 'GLX']],
    ['vitara', 'Vitara', 'suv', 2015, null, 75_000, ['GL', 'GLX']],
  ]),
  make('peugeot', [
    ['2008', '2008', 'suv', 2020, null, 85_000, ['Active', 'Allure', 'GT']],
    ['3008', '3008', 'suv', 2017, null, 110_000, ['Active', 'Allure', 'GT']],
    ['508', '508', 'sedan', 2011, null, 120_000, ['Allure', 'GT']],
  ]),
];
