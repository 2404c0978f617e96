import { useEffect, useState } from 'react';
import { readStorageRoom, type StorageRoom } from '../../lib/storage-room';

/** The phone's room for footage offline, read without asking; again when `checkedAt` changes. */
export function useStorageRoom(checkedAt = 0): StorageRoom | null {
  const [room, setRoom] = useState<StorageRoom | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void readStorageRoom().then((read) => {
      if (isCurrent) setRoom(read);
    });
    return () => {
      isCurrent = false;
    };
  }, [checkedAt]);
  return room;
}
