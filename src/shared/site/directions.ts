/**
 * "Directions" links by coordinates, for the explore, nightlife and pet pages and the home page's
 * "Get Directions". Google Maps URLs are used rather than OpenStreetMap because the one
 * documented, key-free URL opens the Maps app on Android and iOS (a browser elsewhere) and routes
 * from wherever the guest is standing; OpenStreetMap's directions page needs both ends given and
 * has no hand-off to a phone's navigation. It is a plain link: nothing loads from Google until the
 * guest taps it, so no cookie consent is involved.
 * https://developers.google.com/maps/documentation/urls/get-started#directions-action
 */

export interface Coordinates {
  /** Degrees north, WGS 84. */
  lat: number;
  /** Degrees east, WGS 84 (negative in Carlisle, which is west of Greenwich). */
  lng: number;
}

type TravelMode = "driving" | "walking" | "bicycling" | "transit";

export interface DirectionsOptions {
  /** Start point; without it the map starts from the guest's own location. */
  origin?: Coordinates;
  travelMode?: TravelMode;
}

const GOOGLE_MAPS_DIRECTIONS = "https://www.google.com/maps/dir/?api=1";

export function isValidCoordinates(point: Coordinates): boolean {
  return Number.isFinite(point.lat) && Number.isFinite(point.lng) && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180;
}

function latLng(point: Coordinates): string {
  if (!isValidCoordinates(point)) throw new RangeError(`Not a position on Earth: ${point.lat},${point.lng}`);
  return `${point.lat},${point.lng}`;
}

/** https://www.google.com/maps/dir/?api=1&destination=54.8969,-2.9433 (plus origin and mode when given). */
export function directionsUrl(destination: Coordinates, options: DirectionsOptions = {}): string {
  let url = `${GOOGLE_MAPS_DIRECTIONS}&destination=${latLng(destination)}`;
  if (options.origin) url += `&origin=${latLng(options.origin)}`;
  if (options.travelMode) url += `&travelmode=${options.travelMode}`;
  return url;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres (haversine); good to a few metres at city scale. */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.lat - from.lat);
  const dLng = rad(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}
