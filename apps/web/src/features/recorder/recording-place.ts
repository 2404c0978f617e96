/** Where a recording was made, as far as the device knows; all null when it does not. */
export interface RecordingPlace {
  latitude: number | null;
  longitude: number | null;
  location: string | null;
}

export const UNKNOWN_PLACE: RecordingPlace = { latitude: null, longitude: null, location: null };
