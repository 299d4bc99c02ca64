'use client'
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react'
import { Field, FieldError, FieldHint, FieldLabel, describedBy } from './field'
import { Chevron, Listbox, NoOptions, Option, OptionIcon, Placeholder, Popup, Root, SearchInput, Trigger } from './select-parts'
import { useHydrated } from './use-hydrated'

export interface SelectOption<T extends string> {
  id: T
  label: string
  /** Image URL, shown at 20 px before the label. */
  icon?: string
}

export interface SelectProps<T extends string> {
  label: ReactNode
  options: readonly SelectOption<T>[]
  value: T | null | undefined
  onChange: (id: T) => void
  placeholder?: string
  /** Type to filter options (case-insensitive substring of the label, docs/rules/chrome.md). */
  searchable?: boolean
  /** Shown when the search matches nothing. */
  noOptionsText: string
  disabled?: boolean
  error?: string | null
  hint?: ReactNode
  id?: string
  /** Posts the chosen id with a plain form submit (hidden input). */
  name?: string
  className?: string
}

export function filterOptions<T extends string>(options: readonly SelectOption<T>[], search: string): readonly SelectOption<T>[] {
  const needle = search.trim().toLowerCase()
  return needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options
}

/**
 * A custom select (WAI-ARIA combobox + listbox, docs/rules/chrome.md): arrows move the highlight with wrap-around,
 * Enter picks, picking closes and clears the search, Escape and outside clicks close.
 * Disabled until hydrated, since the list only works with JavaScript.
 */
export function Select<T extends string>({
  label, options, value, onChange, placeholder, searchable = false, noOptionsText, disabled = false, error, hint, id, name, className,
}: SelectProps<T>) {
  const generatedId = useId()
  const baseId = id ?? generatedId
  const ids = { label: `${baseId}-label`, listbox: `${baseId}-listbox`, hint: `${baseId}-hint`, error: `${baseId}-error` }
  const hydrated = useHydrated()
  const inactive = disabled || !hydrated

  const rootRef = useRef<HTMLDivElement>(null)
  const controlRef = useRef<HTMLElement | null>(null)
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const [highlight, setHighlight] = useState(-1)

  const filtered = filterOptions(options, search)
  const active = open ? filtered[highlight] : undefined
  const selected = options.find((option) => option.id === value)
  const optionId = (option: SelectOption<T>) => `${baseId}-option-${options.indexOf(option)}`

  function openList() {
    if (inactive || open) return
    setOpen(true)
    setHighlight(Math.max(0, options.findIndex((option) => option.id === value)))
  }

  function close() {
    setOpen(false)
    setSearch('')
    setHighlight(-1)
  }

  function pick(option: SelectOption<T>) {
    onChange(option.id)
    close()
  }

  function move(step: 1 | -1) {
    const count = filtered.length
    if (count === 0) return
    // From "nothing highlighted" ArrowUp lands on the last option, ArrowDown on the first.
    const from = highlight < 0 || highlight >= count ? (step === 1 ? -1 : count) : highlight
    setHighlight((from + step + count) % count)
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        if (!open) openList()
        else move(event.key === 'ArrowDown' ? 1 : -1)
        break
      case 'Enter':
        if (!open) {
          if (!searchable) { event.preventDefault(); openList() }
          break
        }
        event.preventDefault()
        if (active) pick(active)
        break
      case ' ':
        if (searchable) break
        event.preventDefault()
        if (!open) openList()
        else if (active) pick(active)
        break
      case 'Escape':
        if (!open) break
        // Handled here: a surrounding Modal checks defaultPrevented and stays open.
        event.preventDefault()
        event.stopPropagation()
        close()
        break
      case 'Tab':
        if (open) close()
        break
    }
  }

  function handleSearch(event: ChangeEvent<HTMLInputElement>) {
    let text = event.target.value
    // Closed, the input shows the chosen label; typing after it should search for the typed part only.
    if (!open && selected && text.startsWith(selected.label)) text = text.slice(selected.label.length)
    setSearch(text)
    setOpen(true)
    setHighlight(0)
  }

  // Outside clicks close the list; only listen while it is open.
  useEffect(() => {
    if (!open) return
    const onMouseDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('mousedown', onMouseDown)
    return () => document.removeEventListener('mousedown', onMouseDown)
  }, [open])

  // Keep the highlighted option visible in a long, scrolling list.
  useEffect(() => {
    if (active) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' })
  })

  const comboboxProps = {
    role: 'combobox',
    'aria-labelledby': ids.label,
    'aria-expanded': open,
    'aria-haspopup': 'listbox' as const,
    'aria-controls': open && filtered.length > 0 ? ids.listbox : undefined,
    'aria-activedescendant': active ? optionId(active) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(error && ids.error, hint && ids.hint),
    onKeyDown: handleKeyDown,
    $invalid: Boolean(error),
  }

  return (
    <Field className={className}>
      <FieldLabel id={ids.label} htmlFor={searchable ? baseId : undefined} onClick={() => controlRef.current?.focus()}>
        {label}
      </FieldLabel>
      <Root ref={rootRef}>
        {searchable ? (
          <SearchInput
            {...comboboxProps}
            ref={(node: HTMLInputElement | null) => { controlRef.current = node }}
            id={baseId}
            type="text"
            autoComplete="off"
            aria-autocomplete="list"
            disabled={inactive}
            value={open ? search : (selected?.label ?? '')}
            placeholder={open ? (selected?.label ?? placeholder) : placeholder}
            onChange={handleSearch}
            onClick={openList}
            onFocus={(event) => event.target.select()}
          />
        ) : (
          <Trigger
            {...comboboxProps}
            ref={(node: HTMLDivElement | null) => { controlRef.current = node }}
            id={baseId}
            tabIndex={inactive ? -1 : 0}
            aria-disabled={inactive || undefined}
            $disabled={inactive}
            onClick={() => (open ? close() : openList())}
          >
            {selected?.icon && <OptionIcon src={selected.icon} />}
            {selected ? selected.label : <Placeholder>{placeholder}</Placeholder>}
          </Trigger>
        )}
        <Chevron $open={open} />
        {open && (
          // mousedown would blur the combobox before the click lands; keep focus where it is.
          <Popup onMouseDown={(event) => event.preventDefault()}>
            {filtered.length === 0 ? (
              <NoOptions role="status">{noOptionsText}</NoOptions>
            ) : (
              <Listbox role="listbox" id={ids.listbox} aria-labelledby={ids.label}>
                {filtered.map((option, index) => (
                  <Option
                    key={option.id}
                    id={optionId(option)}
                    role="option"
                    aria-selected={option.id === value}
                    $highlighted={index === highlight}
                    onMouseMove={() => setHighlight(index)}
                    onClick={() => pick(option)}
                  >
                    {option.icon && <OptionIcon src={option.icon} />}
                    {option.label}
                  </Option>
                ))}
              </Listbox>
            )}
          </Popup>
        )}
      </Root>
      {name && <input type="hidden" name={name} value={value ?? ''} />}
      {hint && <FieldHint id={ids.hint}>{hint}</FieldHint>}
      {error && <FieldError id={ids.error}>{error}</FieldError>}
    </Field>
  )
}
