import { describe, expect, it, vi } from 'vitest'
import { object, string } from 'yup'
import { lazyFieldResolver } from './lazy-field-resolver'

const schema = object({ name: string().required('name.required').max(3, 'name.max') })
const options = { fields: {}, shouldUseNativeValidation: false } as const

describe('lazyFieldResolver', () => {
  it('loads the rules once, on first use, and judges like fieldResolver (the bound kept with the message)', async () => {
    const loadSchema = vi.fn(async () => schema)
    const { resolver, preload } = lazyFieldResolver<{ name: string }>(loadSchema)
    expect(loadSchema).not.toHaveBeenCalled()
    preload()
    await expect(resolver({ name: 'abcd' }, undefined, options)).resolves.toEqual({
      values: {},
      errors: { name: { type: 'max', message: 'name.max', values: { max: 3 }, ref: undefined } },
    })
    await expect(resolver({ name: 'abc' }, undefined, options)).resolves.toEqual({ values: { name: 'abc' }, errors: {} })
    expect(loadSchema).toHaveBeenCalledTimes(1)
  })

  it('rejects the submit when the rules cannot load, and tries again on the next use', async () => {
    const loadSchema = vi.fn<() => Promise<typeof schema>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(schema)
    const { resolver } = lazyFieldResolver<{ name: string }>(loadSchema)
    await expect(resolver({ name: '' }, undefined, options)).rejects.toThrow('Failed to fetch')
    await expect(resolver({ name: '' }, undefined, options)).resolves.toMatchObject({ errors: { name: { type: 'required', message: 'name.required' } } })
    expect(loadSchema).toHaveBeenCalledTimes(2)
  })
})
