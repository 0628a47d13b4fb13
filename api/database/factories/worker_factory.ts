import factory from '@adonisjs/lucid/factories'
import Worker from '#models/worker'
import WorkerContract from '#models/worker_contract'

/** A posted worker; create it through WorkerContractFactory.with('workers'), which sets its contract. */
export const WorkerFactory = factory
  .define(Worker, ({ faker }) => ({
    civility: 'MR' as const,
    firstName: faker.helpers.arrayElement(['Adam', 'Michał', 'Łukasz', 'Grzegorz', 'Andrzej']),
    lastName: faker.helpers.arrayElement(['Mazur', 'Krawczyk', 'Pietrzak', 'Grabowski', 'Jabłoński']),
    dateOfBirth: faker.date.birthdate({ min: 20, max: 60, mode: 'age' }).toISOString().slice(0, 10),
    cityOfBirth: faker.helpers.arrayElement(['Radom', 'Lublin', 'Kielce', 'Płock']),
    countryCodeOfBirth: 'PL',
    countryCodeOfNationality: 'PL',
  }))
  // A worker belongs to the company of its contract.
  .before('create', async (_factory, worker, ctx) => {
    if (worker.companyId) return
    const contract = await WorkerContract.query({ client: ctx.$trx })
      .where('id', worker.workerContractId)
      .firstOrFail()
    worker.companyId = contract.companyId
  })
  .build()
