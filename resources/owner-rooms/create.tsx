/** /my-rooms/create (docs/rules.md R12.1): adding a room is an application to the MC. */
import { RoomForm } from './components/room-form';

export default function OwnerRoomCreatePage() {
  return <RoomForm />;
}
