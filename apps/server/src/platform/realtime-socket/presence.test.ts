import { describe, expect, it } from 'vitest'
import { onlineUsersOf } from './presence'

const socketOf = (id: number, name: string, profilePicture: string | null = null) => ({
  data: { user: { id, companyId: 1, name, profilePicture, agency: true, tokenId: id } },
})

describe('onlineUsersOf', () => {
  it('lists each user once, whatever the number of tabs, in Turkish name order', () => {
    const list = onlineUsersOf([
      socketOf(3, 'Zeynep'),
      socketOf(1, 'Çağla', '/files/a.png'),
      socketOf(3, 'Zeynep'),
      socketOf(2, 'Ahmet'),
      { data: {} },
    ])
    expect(list).toEqual([
      { id: 2, name: 'Ahmet', profile_picture: null },
      { id: 1, name: 'Çağla', profile_picture: '/files/a.png' },
      { id: 3, name: 'Zeynep', profile_picture: null },
    ])
  })
})
