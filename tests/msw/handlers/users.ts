import { http } from 'msw';
import { changePasswordBody, profileChanges, updateMeBody, type UserResponse, userResponse } from '@/lib/contracts/users';
import { mockState, type MockUser } from '../data';
import { badRequest, MockApiError } from '../errors';
import { API, currentUser, imageUrl, parseBody, readForm, readJson, route } from './route';

// The signed-in user's own account (/users): profile, avatar and password.

// zod objects drop unknown keys: the password never leaves through this.
const toUser = (user: MockUser): UserResponse => userResponse.parse(user);

export const userHandlers = [
  http.get(
    `${API}/users/me`,
    route((request) => toUser(currentUser(request))),
  ),

  http.put(
    `${API}/users/me`,
    route(async (request) => {
      const user = currentUser(request);
      const changes = parseBody(updateMeBody, await readJson(request));
      if (changes.email) {
        const taken = Object.values(mockState.users).some((u) => u.id !== user.id && u.email.toLowerCase() === changes.email!.toLowerCase());
        if (taken) throw new MockApiError('Conflict', 'errors.emailTaken', [{ field: 'email', messages: ['errors.emailTaken'] }]);
      }
      Object.assign(user, profileChanges(changes));
      return toUser(user);
    }),
  ),

  http.put(
    `${API}/users/avatar`,
    route(async (request) => {
      const user = currentUser(request);
      const { file } = await readForm(request, 'document');
      if (!file) throw badRequest('errors.fileRequired', 'document');
      user.image = imageUrl(file);
      return toUser(user);
    }),
  ),

  http.put(
    `${API}/users/change-password`,
    route(async (request) => {
      const user = currentUser(request);
      const change = parseBody(changePasswordBody, await readJson(request));
      if (change.oldPassword !== user.password) throw badRequest('errors.wrongOldPassword', 'oldPassword');
      if (change.oldPassword === change.newPassword) throw badRequest('errors.samePassword', 'newPassword');
      user.password = change.newPassword;
      return { success: true };
    }),
  ),
];
