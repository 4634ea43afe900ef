/// The Users flow's one Store: the only owner of its state, navigation included. Both Views and
/// the coordinator hold it.
typealias UsersStore = Store<UsersState, UsersIntent, UsersAction, UsersRequest, UsersReducer.EffectID>
