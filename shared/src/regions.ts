/**
 * China's provinces, cities and districts (GB/T 2260 codes) for 收货地址, from @vant/area-data (Youzan's
 * Vant: 34 provinces, 369 cities, 3 479 districts; every city has at least one district). A district's
 * 6-digit code names its city (first 4 digits + 00) and province (first 2 + 0000).
 *
 * The data is ~33 KB gzipped: the SPA imports this module only when a picker opens
 * (`import('@zaowu/shared/regions')`), never from an entry; the demo upstream checks addresses with it.
 */
import { areaList } from '@vant/area-data';

export interface RegionOption {
  code: string;
  name: string;
}

/** A district with its city and province, as stored on an address. */
export interface Region {
  province: string;
  city: string;
  district: string;
}

const options = (list: Record<string, string>, prefix: string, digits: number): RegionOption[] =>
  Object.entries(list)
    .filter(([code]) => code.slice(0, digits) === prefix)
    .map(([code, name]) => ({ code, name }));

export const provinceOptions = (): RegionOption[] => options(areaList.province_list, '', 0);

/** The cities of a province (by the province's code). */
export const cityOptions = (provinceCode: string): RegionOption[] =>
  options(areaList.city_list, provinceCode.slice(0, 2), 2);

/** The districts of a city (by the city's code). */
export const districtOptions = (cityCode: string): RegionOption[] =>
  options(areaList.county_list, cityCode.slice(0, 4), 4);

/** The province, city and district a district code names, or null when it is not one. */
export function regionOf(districtCode: string): Region | null {
  if (!/^\d{6}$/.test(districtCode)) return null;
  const district = areaList.county_list[districtCode];
  const city = areaList.city_list[`${districtCode.slice(0, 4)}00`];
  const province = areaList.province_list[`${districtCode.slice(0, 2)}0000`];
  return district && city && province ? { province, city, district } : null;
}
