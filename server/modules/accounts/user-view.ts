import type { CustomerRow } from './sessions'

/** The GraphQL user of docs/rules/accounts.md (user info: mainProfile and subscribed) from a customer row. */
export function toUser(customer: CustomerRow) {
  return {
    mainProfile: {
      customerType: customer.customerType,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      invoiceEmail: customer.invoiceEmail,
      phoneNumber: customer.phoneNumber,
      vatNumber: customer.vatNumber,
      address: {
        postCode: customer.postCode,
        houseNumber: customer.houseNumber,
        suffix: customer.suffix,
        street: customer.street,
        addressLine2: customer.addressLine2,
        city: customer.city,
        administrativeArea: customer.administrativeArea,
        companyName: customer.companyName,
        countryCode: customer.countryCode,
      },
    },
    subscribed: customer.subscribed,
  }
}
